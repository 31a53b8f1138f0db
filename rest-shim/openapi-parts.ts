import { describeAccess, type AccessRule } from '../src/modules/access/access-rule';
import { registeredErrorCodes } from '../src/platform/errors/error-codes';
import { codesByStatus, errorCodesOf, type ErrorSources } from './route-errors';

export type JsonSchema = Record<string, unknown>;

export const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  304: 'Not Modified',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  413: 'Content Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

const ERROR_RESPONSE_REF = { $ref: '#/components/schemas/ErrorResponse' };

/**
 * The error responses of a path, each an ErrorResponse: one per status its codes have (`errorCodesOf`), the codes
 * listed in the description.
 */
export function errorResponses(sources: ErrorSources): Record<number, JsonSchema> {
  const responses: Record<number, JsonSchema> = {};
  for (const [status, codes] of codesByStatus(errorCodesOf(sources))) {
    responses[status] = {
      description: `${STATUS_TEXT[status] ?? `Status ${status}`}: ${codes.map((code) => `\`${code}\``).join(', ')}`,
      content: { 'application/json': { schema: ERROR_RESPONSE_REF } },
    };
  }
  return responses;
}

/** The context headers the declaration reads: the active context, the organization of one, or a resource's check. */
export function contextHeadersRead(access: AccessRule): string[] {
  if (access.kind !== 'permission') return [];
  if (access.scope === 'context' || access.resource?.checksContextHeaders)
    return ['X-Organization-Id', 'X-Location-Id'];
  return access.scope === 'contextOrganization' ? ['X-Organization-Id'] : [];
}

export function contextHeaderParameters(access: AccessRule): JsonSchema[] {
  return contextHeadersRead(access).map((name) => ({
    name,
    in: 'header',
    required: false,
    schema: { type: 'string', format: 'uuid' },
  }));
}

/**
 * Who may call an operation, from its access declaration: anonymous operations drop the bearer requirement; the
 * rule itself is `x-access` and its sentence starts the description.
 */
export function accessMembers(access: AccessRule): JsonSchema {
  return {
    description: describeAccess(access),
    ...(access.kind === 'public' ? { security: [] } : {}),
    'x-access': access,
  };
}

export function errorResponseSchema(): JsonSchema {
  return {
    type: 'object',
    description: 'Every error body. Its traceId is also sent as the X-Trace-Id header.',
    properties: {
      code: {
        type: 'string',
        enum: registeredErrorCodes(),
        description: 'Stable machine-readable code; clients localize from it.',
      },
      message: { type: 'string', description: 'Legacy English text; carries no authority.' },
      params: { type: 'object', additionalProperties: true },
      fieldErrors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
      details: { type: 'string' },
      traceId: { type: 'string' },
      correlationId: { type: 'string', description: 'Under /api/v1 only: the traceId again.' },
    },
    required: ['code', 'message', 'params', 'fieldErrors', 'traceId'],
  };
}
