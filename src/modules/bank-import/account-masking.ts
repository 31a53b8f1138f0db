/**
 * The only form of an account number that leaves the service: at most its last 4 digits, `****1234`. Null when the
 * number has no digits at all.
 */
export function maskAccountNumber(accountNumber: string | null | undefined): string | null {
  const digits = (accountNumber ?? '').replace(/\D/g, '');
  if (digits.length === 0) return null;
  return `****${digits.slice(-4)}`;
}
