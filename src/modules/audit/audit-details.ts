/** Keys whose values are never stored, whatever a caller passes: no secret may reach the audit log. */
const SECRET_KEY = /password|token|secret|credential|authorization|cookie|apikey|api_key|hash/i;
const MAX_STRING = 200;
const MAX_DEPTH = 4;

/**
 * The last line of defence for audit details: drops secret-looking keys, bounds strings and nesting. Callers
 * still pass only safe fields (ids, names, changed members, reasons); this makes a mistake harmless.
 */
export function sanitizeAuditDetails(details: Record<string, unknown>, depth = 0): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(details)) {
    if (SECRET_KEY.test(key) || value === undefined) continue;
    result[key] = sanitizeValue(value, depth);
  }
  return result;
}

function sanitizeValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  if (depth >= MAX_DEPTH) return '[nested]';
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => sanitizeValue(item, depth + 1));
  if (typeof value === 'object') return sanitizeAuditDetails(value as Record<string, unknown>, depth + 1);
  return String(value);
}
