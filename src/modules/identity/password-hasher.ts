import argon2 from 'argon2';

/** argon2id with the OWASP baseline parameters (19 MiB, 2 passes, 1 lane). */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export class PasswordHasher {
  /** Verified against when the email is unknown, so both cases cost the same time. */
  private readonly decoy: Promise<string> = argon2.hash('decoy password for timing equality', OPTIONS);

  hash(password: string): Promise<string> {
    return argon2.hash(password, OPTIONS);
  }

  /**
   * False only for a wrong password. argon2 throws for a hash it cannot read (a malformed stored value) or when it
   * fails itself; that is a fault of ours, so it propagates as an internal error instead of posing as a wrong
   * password.
   */
  async verify(hash: string | null, password: string): Promise<boolean> {
    if (!hash) {
      await argon2.verify(await this.decoy, password);
      return false;
    }
    return argon2.verify(hash, password);
  }
}
