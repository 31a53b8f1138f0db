import type { AccessRule } from '../src/modules/access/access-rule';
import { errorCodeEntry, type ErrorCode } from '../src/platform/errors/error-codes';
import type { ErrorDialect } from '../src/platform/errors/error-dialect';
import { CONTEXT_CODES } from '../src/modules/access/access.module';

/** What decides the errors a REST path can answer. */
export interface ErrorSources {
  /** The access declaration the route enforces. */
  access: AccessRule;
  /** Path or query parameters, or a header of its own (Idempotency-Key), read as typed values. */
  readsParameters: boolean;
  /** A JSON body. */
  readsJsonBody: boolean;
  /** A multipart/form-data file. */
  readsUpload: boolean;
  /** The codes the operation's own rules raise, beyond what the above imply. */
  errors?: readonly ErrorCode[];
  /** /api/v1 routes answer the shared failures in their family's codes. */
  dialect?: ErrorDialect;
}

/** Any request can meet an unexpected failure, or a database or key-value store that cannot serve now. */
const ALWAYS: ErrorCode[] = ['internal_error', 'service_unavailable'];

/**
 * Every error code a REST path can answer: an unexpected failure or an unavailable store; what its access declaration
 * refuses (no or a bad token, the permission or scope denied, an unknown target or resource, a bad context); what
 * reading its inputs refuses (a value of the wrong type or not a UUID, malformed JSON, a body over the size limit, an
 * empty or too large file); and the codes of its own rules. The HTTP statuses follow from the registry, so a route cannot
 * document a status its codes do not have, nor leave one out.
 */
export function errorCodesOf(sources: ErrorSources): ErrorCode[] {
  const codes = new Set<ErrorCode>([...ALWAYS, ...accessCodes(sources.access)]);
  if (sources.readsParameters) codes.add('validation.failed');
  if (sources.readsJsonBody) {
    for (const code of ['validation.failed', 'request.failed', 'payload_too_large'] as const) codes.add(code);
  }
  if (sources.readsUpload) {
    for (const code of ['validation.failed', 'empty_file', 'file_too_large'] as const) codes.add(code);
  }
  for (const code of sources.errors ?? []) codes.add(code);
  return [...new Set([...codes].map((code) => inDialect(code, sources.dialect)))].sort(byStatusThenName);
}

/** The codes of each status, statuses ascending. */
export function codesByStatus(codes: readonly ErrorCode[]): Map<number, ErrorCode[]> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of [...codes].sort(byStatusThenName)) {
    const { status } = errorCodeEntry(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return byStatus;
}

function accessCodes(access: AccessRule): ErrorCode[] {
  switch (access.kind) {
    case 'public':
      return [];
    case 'authenticated':
      // A licensing service account is refused the operations of a signed-in user.
      return ['unauthorized', 'forbidden'];
    case 'permission':
      // A caller none of whose roles grants the permission anywhere is refused before its target is looked at.
      return ['unauthorized', 'forbidden', ...targetCodes(access)];
  }
}

/** What checking the permission on the declaration's target refuses. */
function targetCodes(access: Extract<AccessRule, { kind: 'permission' }>): ErrorCode[] {
  switch (access.scope) {
    case 'platform':
    case 'reach':
      return [];
    case 'organization':
    case 'location':
      return ['not_found'];
    case 'context':
      return CONTEXT_CODES.filter((code) => !(access.organizationWide && code === 'context.location.required'));
    case 'contextOrganization':
      return ['not_found', 'validation.failed', 'context.organization.required', 'context.organization.invalid'];
    case 'resource':
      return ['validation.failed', access.resource?.notFoundCode ?? 'not_found'];
  }
}

/** The code a /api/v1 family answers instead of a shared one (`inDialect` of the error handler). */
function inDialect(code: ErrorCode, dialect: ErrorDialect | undefined): ErrorCode {
  if (!dialect) return code;
  if (dialect.invalidRequest && (code === 'validation.failed' || code === 'request.failed'))
    return dialect.invalidRequest;
  if (dialect.notFound && code === 'not_found') return dialect.notFound;
  if (dialect.unavailable && code === 'service_unavailable') return dialect.unavailable;
  return code;
}

function byStatusThenName(a: ErrorCode, b: ErrorCode): number {
  return errorCodeEntry(a).status - errorCodeEntry(b).status || a.localeCompare(b);
}
