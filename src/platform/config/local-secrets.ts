import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from './app-config';

interface StoredSecrets {
  jwtSecret: string;
  encryptionKey: string;
}

/** The signing and encryption keys the service runs with; never logged. */
export interface ResolvedSecrets {
  jwtSecret: string;
  encryptionKey: string;
}

/**
 * Outside production the keys may be generated once and kept under DATA_DIR, so a fresh clone starts with no setup and
 * tokens survive a restart. Production refuses to start without them (see loadConfig).
 */
export async function resolveSecrets(config: AppConfig): Promise<ResolvedSecrets> {
  if (config.auth.jwtSecret && config.encryptionKey) {
    return { jwtSecret: config.auth.jwtSecret, encryptionKey: config.encryptionKey };
  }
  const file = path.join(config.dataDir, 'secrets.json');
  let stored: StoredSecrets;
  try {
    stored = JSON.parse(await readFile(file, 'utf8')) as StoredSecrets;
  } catch {
    stored = { jwtSecret: randomBytes(48).toString('base64url'), encryptionKey: randomBytes(32).toString('base64') };
    await mkdir(config.dataDir, { recursive: true });
    await writeFile(file, JSON.stringify(stored), { mode: 0o600, flag: 'wx' }).catch(
      async (error: NodeJS.ErrnoException) => {
        // Another process created the file first: use its keys.
        if (error.code !== 'EEXIST') throw error;
        stored = JSON.parse(await readFile(file, 'utf8')) as StoredSecrets;
      },
    );
  }
  return {
    jwtSecret: config.auth.jwtSecret ?? stored.jwtSecret,
    encryptionKey: config.encryptionKey ?? stored.encryptionKey,
  };
}
