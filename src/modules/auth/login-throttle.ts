import { createHash } from 'node:crypto';
import { DomainError } from '../../platform/errors/domain-error';
import type { KeyValueStore } from '../../platform/key-value/key-value-store';

export interface LoginThrottleOptions {
  windowSeconds: number;
  maxFailuresPerAddress: number;
}

/**
 * Counts failed sign-ins per email and per client address in fixed windows. Once either count reaches its limit,
 * sign-in answers 429 with Retry-After until the window ends, whatever the password. Emails are hashed in keys.
 */
export class LoginThrottle {
  constructor(
    private readonly keyValue: KeyValueStore,
    private readonly options: LoginThrottleOptions,
  ) {}

  /** `maxFailuresPerEmail` is a platform setting (auth.loginMaxFailuresPerEmail), read per sign-in. */
  async assertAllowed(email: string, address: string, maxFailuresPerEmail: number): Promise<void> {
    const keys = this.keys(email, address);
    const [emailFailures, addressFailures] = await Promise.all([
      this.keyValue.get(keys.email),
      this.keyValue.get(keys.address),
    ]);
    const blocked: string[] = [];
    if (Number(emailFailures ?? 0) >= maxFailuresPerEmail) blocked.push(keys.email);
    if (Number(addressFailures ?? 0) >= this.options.maxFailuresPerAddress) blocked.push(keys.address);
    if (blocked.length === 0) return;
    const remaining = await Promise.all(blocked.map((key) => this.keyValue.ttlSeconds(key)));
    const retryAfter = Math.max(1, ...remaining.map((seconds) => seconds ?? this.options.windowSeconds));
    throw new DomainError('too_many_requests', {
      params: { retryAfterSeconds: retryAfter },
      headers: { 'Retry-After': String(retryAfter) },
    });
  }

  async recordFailure(email: string, address: string): Promise<void> {
    const keys = this.keys(email, address);
    await Promise.all([
      this.keyValue.increment(keys.email, this.options.windowSeconds),
      this.keyValue.increment(keys.address, this.options.windowSeconds),
    ]);
  }

  async reset(email: string): Promise<void> {
    await this.keyValue.delete(this.keys(email, '').email);
  }

  private keys(email: string, address: string) {
    const emailDigest = createHash('sha256').update(email).digest('hex').slice(0, 32);
    return { email: `login-failures:email:${emailDigest}`, address: `login-failures:address:${address}` };
  }
}
