/** `{field: {from, to}}` for each of `fields` whose value differs between `before` and `after`. */
export function changedFields<T extends object>(
  before: T,
  after: Partial<T>,
  fields: readonly (keyof T & string)[],
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of fields) {
    if (after[field] !== undefined && after[field] !== before[field])
      changes[field] = { from: before[field], to: after[field] };
  }
  return changes;
}
