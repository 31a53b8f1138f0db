/**
 * The registry of error codes a client can see, with their HTTP status (docs/api.md §Errors). Clients localize from
 * the code; `message` is the legacy English text. The platform defines its own codes here, the failures of any
 * request; each feature module defines its codes in its own `<feature>.error-codes.ts` with `defineErrorCodes` and
 * declares that table as the `errorCodes` of its FeatureModule (docs/architecture.md §Errors).
 */
export interface ErrorCodeEntry {
  readonly status: number;
  readonly message: string;
}

export type ErrorCodeTable = Readonly<Record<string, ErrorCodeEntry>>;

/** The codes of any request, whatever module serves it: reading it, authenticating it, limits, the service failing. */
export const PLATFORM_ERROR_CODES = {
  'request.failed': { status: 400, message: 'The request could not be processed.' },
  'validation.failed': { status: 400, message: 'One or more fields are invalid.' },
  unauthorized: { status: 401, message: 'Authentication is required.' },
  forbidden: { status: 403, message: 'You do not have permission to perform this action.' },
  not_found: { status: 404, message: 'The resource was not found.' },
  'concurrency.conflict': { status: 409, message: 'The resource was changed by someone else. Reload and retry.' },
  'workflow.invalid_transition': { status: 409, message: 'The action is not allowed in the current state.' },
  'workflow.locked': { status: 409, message: 'The resource is locked.' },
  payload_too_large: { status: 413, message: 'The request body is too large.' },
  'request.header_too_large': {
    status: 431,
    message: 'The request line or headers are too large (the query string counts).',
  },
  'request.timeout': { status: 408, message: 'The request did not arrive in time.' },
  internal_error: { status: 500, message: 'An unexpected error occurred.' },
  service_unavailable: {
    status: 503,
    message: 'A service this request needs (the database, the key-value store) is unavailable. Retry later.',
  },
  'graphql.depth_limit_exceeded': { status: 400, message: 'The query is nested too deeply.' },
  'graphql.cost_limit_exceeded': { status: 400, message: 'The query asks for too much data at once.' },
  'graphql.alias_limit_exceeded': { status: 400, message: 'The query uses too many aliases.' },
  'graphql.field_repeat_limit_exceeded': { status: 400, message: 'The query selects one field too many times.' },
  'graphql.selection_limit_exceeded': { status: 400, message: 'The query expands to too many selections.' },
  'graphql.batch_limit_exceeded': { status: 400, message: 'The request batches too many operations.' },
} as const satisfies ErrorCodeTable;

type PlatformErrorCodes = typeof PLATFORM_ERROR_CODES;

/**
 * Every registered code and its entry, as a type. Each module's table file merges its own table in
 * (`declare module '…/platform/errors/error-codes' { interface ErrorCodeRegistry extends ItsTable {} }`), so
 * `ErrorCode` is the checked union of all of them wherever a code is written, without importing the table; two tables
 * giving one code different entries do not compile.
 */
export interface ErrorCodeRegistry extends PlatformErrorCodes {}

export type ErrorCode = Extract<keyof ErrorCodeRegistry, string>;

/** The entries by code, and the table each came from, as the tables were loaded. */
const registry = new Map<string, { owner: string; entry: ErrorCodeEntry }>();

/**
 * Registers a table of `owner` (its module) when the table's file is loaded, and answers it as written. A code
 * another table already registered fails at once: a code means one thing to every client.
 */
export function defineErrorCodes<const T extends ErrorCodeTable>(owner: string, table: T): T {
  for (const code of Object.keys(table)) {
    const registered = registry.get(code);
    if (registered && registered.owner !== owner) {
      throw new Error(`Error code '${code}' is defined by both ${registered.owner} and ${owner}`);
    }
  }
  for (const [code, entry] of Object.entries(table)) registry.set(code, { owner, entry });
  return table;
}

defineErrorCodes('platform', PLATFORM_ERROR_CODES);

/** The status and message of a code. Every table a composed module declares is loaded with the module. */
export function errorCodeEntry(code: ErrorCode): ErrorCodeEntry {
  const registered = registry.get(code);
  if (!registered) throw new Error(`Error code '${code}' is not registered: its module's table is not loaded`);
  return registered.entry;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && registry.has(value);
}

/** Every registered code, sorted: the same list whatever order the tables were loaded in. */
export function registeredErrorCodes(): ErrorCode[] {
  return ([...registry.keys()] as ErrorCode[]).sort();
}

/** A code means one thing to every client: one declared by two composed modules, or by the platform, is an error. */
export function assertDistinctErrorCodes(modules: readonly { name: string; errorCodes?: ErrorCodeTable }[]): void {
  const declaredBy = new Map<string, string>(Object.keys(PLATFORM_ERROR_CODES).map((code) => [code, 'platform']));
  for (const module of modules) {
    for (const code of Object.keys(module.errorCodes ?? {})) {
      const other = declaredBy.get(code);
      if (other) throw new Error(`Error code '${code}' is declared by both ${other} and ${module.name}`);
      declaredBy.set(code, module.name);
    }
  }
}
