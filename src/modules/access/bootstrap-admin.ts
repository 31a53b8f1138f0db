import type { DataSource } from 'typeorm';
import type { Logger } from '../../platform/logging/logger';
import { normalizeEmail, ROLE_IDS, type PasswordHasher } from '../identity/identity.module';

/**
 * With BOOTSTRAP_ADMIN_EMAIL/PASSWORD set, an active platform MegaAdmin with that email exists after start. Created
 * once; an existing user is left as it is. Safe when several processes start together.
 */
export async function ensureBootstrapAdmin(
  dataSource: DataSource,
  admin: { email: string; password: string },
  hasher: PasswordHasher,
  logger: Logger,
): Promise<void> {
  const email = normalizeEmail(admin.email);
  const existing = await dataSource.query('SELECT 1 FROM users WHERE lower(email) = $1', [email]);
  if (existing.length > 0) return;
  const passwordHash = await hasher.hash(admin.password);
  const created = await dataSource.transaction(async (manager) => {
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO users (email, display_name, password_hash, is_active) VALUES ($1, $2, $3, true)
       ON CONFLICT (lower(email)) DO NOTHING RETURNING id`,
      [email, 'Administrator', passwordHash],
    );
    if (rows.length === 0) return false;
    await manager.query('INSERT INTO role_assignments (user_id, role_id) VALUES ($1, $2)', [
      rows[0].id,
      ROLE_IDS.MegaAdmin,
    ]);
    return true;
  });
  if (created) logger.info('bootstrap administrator created with a platform MegaAdmin assignment');
}
