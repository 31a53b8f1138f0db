import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/** A secret as stored: which key sealed it, and `iv (12) | tag (16) | ciphertext`. */
export interface SealedSecret {
  keyId: string;
  sealed: Buffer;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM for secrets kept at rest (accounting-system credentials). The key is derived from ENCRYPTION_KEY with
 * HKDF, so any string of enough entropy works; its id (a digest of the derived key, never the key) is stored with
 * each secret, so a later key rotation knows which rows to re-seal. The associated data binds a secret to its row:
 * a ciphertext copied to another row does not open.
 */
export class SecretBox {
  readonly keyId: string;
  private readonly key: Buffer;
  private readonly digestKey: Buffer;

  constructor(encryptionKey: string) {
    this.key = Buffer.from(hkdfSync('sha256', encryptionKey, 'recon-secret-box', 'aes-256-gcm v1', 32));
    this.keyId = createHash('sha256').update(this.key).digest('hex').slice(0, 16);
    this.digestKey = Buffer.from(hkdfSync('sha256', encryptionKey, 'recon-secret-box', 'hmac-sha256 v1', 32));
  }

  /**
   * A keyed digest (HMAC-SHA-256, hex) of text that holds a secret, for naming things by it (a shared session by its
   * credentials) without anyone who sees the name being able to test guesses of the secret against it.
   */
  keyedDigest(text: string): string {
    return createHmac('sha256', this.digestKey).update(text, 'utf8').digest('hex');
  }

  seal(plaintext: string, associatedData: string): SealedSecret {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(associatedData, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return { keyId: this.keyId, sealed: Buffer.concat([iv, cipher.getAuthTag(), body]) };
  }

  /** Throws when the secret was sealed with another key or for other associated data, or was altered. */
  open(secret: SealedSecret, associatedData: string): string {
    if (secret.keyId !== this.keyId) throw new Error('secret sealed with an unknown key');
    const decipher = createDecipheriv('aes-256-gcm', this.key, secret.sealed.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(associatedData, 'utf8'));
    decipher.setAuthTag(secret.sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(secret.sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  }
}
