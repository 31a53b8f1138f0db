import { createHash } from 'node:crypto';

/**
 * The only forms of an accounting-system id or an idempotency key that leave the service in evidence: the last 4
 * characters behind asterisks, and a SHA-256 to compare against without revealing the value.
 */
export function maskExternalId(id: string | null): string | null {
  if (!id) return null;
  return `****${id.slice(-4)}`;
}

export function hashExternalId(id: string | null): string | null {
  return id ? createHash('sha256').update(id, 'utf8').digest('hex') : null;
}
