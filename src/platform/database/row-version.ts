import { DomainError } from '../errors/domain-error';

/**
 * App-managed optimistic concurrency: a write that names the rowVersion it read fails with concurrency.conflict
 * when the row has changed since. Call it after reading the row FOR UPDATE, then store `current + 1`.
 */
export function assertRowVersion(
  entity: string,
  row: { id: string; rowVersion: number },
  expected: number | null | undefined,
): void {
  if (expected !== null && expected !== undefined && expected !== row.rowVersion) {
    throw new DomainError('concurrency.conflict', { params: { entity, id: row.id } });
  }
}
