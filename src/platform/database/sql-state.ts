/** What PostgreSQL said about a failed statement: its SQLSTATE and, for a constraint, the constraint's name. */
export interface SqlFailure {
  code?: string;
  constraint?: string;
}

/**
 * The PostgreSQL failure behind an error: TypeORM wraps the driver's error as `driverError`, while statements sent
 * on a driver connection (COPY) fail with the driver's error itself. Empty for anything else.
 */
export function sqlFailureOf(error: unknown): SqlFailure {
  if (typeof error !== 'object' || error === null) return {};
  const { driverError } = error as { driverError?: SqlFailure };
  return driverError ?? (error as SqlFailure);
}
