/** Emails compare case-insensitively and without surrounding spaces everywhere (sign-in, uniqueness, throttling). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
