import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type request from 'supertest';

/**
 * Every REST answer a test receives is checked against the OpenAPI document the server serves, the one legacy
 * clients generate their code from: the status must be declared for the path and method, the content type must be
 * one the response declares, and a JSON body must match its schema. A streamed file is checked for status and
 * content type only. `/api/openapi.json` itself, `/metrics` and `/graphql` are no REST operations; neither are
 * OPTIONS (CORS preflight) and HEAD (a GET without its body). A path under /api that names no operation is no
 * operation either: its answer must be the unknown-path ErrorResponse (404 `not_found`) or one of the edge's refusals
 * that come before routing, and is checked as such.
 */

type JsonObject = Record<string, unknown>;

interface OperationMatch {
  template: string;
  operation: JsonObject | undefined;
}

export interface ValidationTally {
  validated: number;
  mismatches: string[];
}

export class OpenApiResponseValidator {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly templates: { template: string; pattern: RegExp; literals: boolean[] }[];
  private validated = 0;
  private readonly mismatches: string[] = [];
  /** Mismatches not yet reported to a test (`takeUnreported`). */
  private unreported: string[] = [];

  constructor(private readonly document: JsonObject) {
    this.ajv = new Ajv2020({ allErrors: true, strict: false, validateSchema: false });
    addFormats(this.ajv);
    this.ajv.addSchema({ ...document, $id: DOCUMENT_ID });
    this.templates = Object.keys(this.paths()).map((template) => {
      const segments = template.split('/');
      return {
        template,
        pattern: new RegExp(`^${segments.map((s) => (isParameter(s) ? '[^/]+' : escapeRegExp(s))).join('/')}$`),
        literals: segments.map((s) => !isParameter(s)),
      };
    });
  }

  /** Checks the response of `test` when it arrives, without changing what the test sees. */
  watch(test: request.Test): request.Test {
    const method = test.method.toLowerCase();
    const { pathname } = new URL(test.url);
    if (!isRestOperation(method, pathname)) return test;
    return test.expect((res: request.Response) => {
      let mismatch: string | null;
      try {
        mismatch = this.check(method, pathname, res);
      } catch (error) {
        // The test sees its answer either way; a failure to check is reported like a mismatch.
        mismatch = `${method.toUpperCase()} ${pathname} → ${res.status}: not checked: ${String(error)}`;
      }
      this.validated++;
      if (mismatch) {
        this.mismatches.push(mismatch);
        this.unreported.push(mismatch);
      }
    });
  }

  /** The mismatches found since the last call. */
  takeUnreported(): string[] {
    const taken = this.unreported;
    this.unreported = [];
    return taken;
  }

  tally(): ValidationTally {
    return { validated: this.validated, mismatches: [...this.mismatches] };
  }

  /** A description of how the answer differs from the document, or null when it matches. */
  check(method: string, pathname: string, res: request.Response): string | null {
    const match = this.operationOf(method, pathname);
    if (!match.operation) return this.checkUnknownPath(method, pathname, res);
    const where = `${method.toUpperCase()} ${match.template} → ${res.status}`;
    const responses = (match.operation.responses ?? {}) as Record<string, JsonObject>;
    const declared = responses[String(res.status)];
    if (!declared) return `${where}: status not declared (declared: ${Object.keys(responses).join(', ')})`;
    const pointer = ['paths', match.template, method, 'responses', String(res.status)];
    return this.checkBody(where, declared, pointer, res);
  }

  /**
   * A path and method that name no operation: the unknown-path answer, 404 `not_found`, or a refusal of the edge
   * that reads every request before routing (malformed JSON, U+0000, a body over the size limit).
   */
  private checkUnknownPath(method: string, pathname: string, res: request.Response): string | null {
    const where = `${method.toUpperCase()} ${pathname} (no operation) → ${res.status}`;
    const codes = UNKNOWN_PATH_ANSWERS[res.status];
    if (!codes) return `${where}: a path and method the document does not declare must be 404`;
    const mismatch = this.checkBody(where, errorResponse(), ['components', 'schemas', 'ErrorResponse'], res, true);
    if (mismatch) return mismatch;
    const code = (parseJson(res) as JsonObject | undefined)?.code;
    return codes.includes(String(code)) ? null : `${where}: code ${String(code)} instead of ${codes.join(' or ')}`;
  }

  private checkBody(
    where: string,
    declared: JsonObject,
    pointer: string[],
    res: request.Response,
    bareSchema = false,
  ): string | null {
    const contentType = res.headers['content-type'] as string | undefined;
    const content = declared.content as Record<string, JsonObject> | undefined;
    if (!content) {
      return hasBody(res) ? `${where}: declared without a body, answered ${contentType ?? 'a body'}` : null;
    }
    if (!contentType) return `${where}: no Content-Type (declared: ${Object.keys(content).join(', ')})`;
    const mediaType = contentType.split(';')[0].trim().toLowerCase();
    const declaredType = Object.keys(content).find((candidate) => mediaRangeMatches(candidate, mediaType));
    if (!declaredType) return `${where}: Content-Type ${mediaType} not declared (${Object.keys(content).join(', ')})`;
    if (!isJsonMediaType(mediaType) || !content[declaredType].schema) return null;
    const schemaPointer = bareSchema ? pointer : [...pointer, 'content', declaredType, 'schema'];
    const validate = this.validatorAt(schemaPointer);
    const body = parseJson(res);
    if (validate(body)) return null;
    const errors = (validate.errors ?? [])
      .slice(0, 5)
      .map((error) => `${error.instancePath || '/'} ${error.message ?? ''} ${paramsText(error.params)}`.trim());
    return `${where}: body does not match: ${errors.join('; ')}`;
  }

  private validatorAt(pointer: string[]): ValidateFunction {
    const ref = `${DOCUMENT_ID}#/${pointer.map(escapePointer).join('/')}`;
    let validate = this.compiled.get(ref);
    if (!validate) {
      validate = this.ajv.compile({ $ref: ref });
      this.compiled.set(ref, validate);
    }
    return validate;
  }

  /** The most specific template matching the path: at the first segment where two differ, a literal wins. */
  private operationOf(method: string, pathname: string): OperationMatch {
    const candidates = this.templates.filter((candidate) => candidate.pattern.test(pathname));
    candidates.sort((a, b) => {
      for (let i = 0; i < a.literals.length; i++) {
        if (a.literals[i] !== b.literals[i]) return a.literals[i] ? -1 : 1;
      }
      return 0;
    });
    const paths = this.paths();
    const found = candidates.find((candidate) => paths[candidate.template][method]);
    return found
      ? { template: found.template, operation: paths[found.template][method] as JsonObject }
      : { template: pathname, operation: undefined };
  }

  private paths(): Record<string, JsonObject> {
    return this.document.paths as Record<string, JsonObject>;
  }
}

const DOCUMENT_ID = 'https://openapi.test/openapi.json';

const UNKNOWN_PATH_ANSWERS: Record<number, string[]> = {
  404: ['not_found'],
  400: ['request.failed', 'validation.failed'],
  413: ['payload_too_large'],
};

/** Paths that are REST operations or could be (an unknown path under /api is checked as the not_found answer). */
function isRestOperation(method: string, pathname: string): boolean {
  if (method === 'options' || method === 'head') return false;
  return (pathname === '/api' || pathname.startsWith('/api/')) && pathname !== '/api/openapi.json';
}

function errorResponse(): JsonObject {
  return { content: { 'application/json': {} } };
}

function isParameter(segment: string): boolean {
  return segment.startsWith('{') && segment.endsWith('}');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function escapePointer(segment: string): string {
  return encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'));
}

function mediaRangeMatches(range: string, mediaType: string): boolean {
  const [type, subtype] = range.toLowerCase().split('/');
  const [actualType, actualSubtype] = mediaType.split('/');
  return (type === '*' || type === actualType) && (subtype === '*' || subtype === actualSubtype);
}

function isJsonMediaType(mediaType: string): boolean {
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

function hasBody(res: request.Response): boolean {
  if (typeof res.text === 'string') return res.text.length > 0;
  return Buffer.isBuffer(res.body) && res.body.length > 0;
}

/** The JSON body as sent, whatever parser the test chose. */
function parseJson(res: request.Response): unknown {
  const raw: unknown = typeof res.text === 'string' ? res.text : Buffer.isBuffer(res.body) ? res.body : undefined;
  if (raw === undefined) return res.body;
  try {
    return JSON.parse(String(raw));
  } catch {
    return Symbol.for('not JSON');
  }
}

function paramsText(params: Record<string, unknown>): string {
  const text = JSON.stringify(params);
  return text === '{}' ? '' : text;
}
