import { randomUUID } from 'node:crypto';
import { inTransaction } from '../../platform/database/transaction';
import { useTestEnvironment } from '../../../test/test-environment';
import { AuditService } from '../audit/audit.module';
import { SettingsService } from './settings.service';

/**
 * The value in force: override over environment over default. The override is written in a transaction that is
 * rolled back, because platform settings are global and other test files sign in at the same time.
 */
describe('SettingsService.integer', () => {
  const env = useTestEnvironment();
  const ctx = () => env.app.contextFactory.create({ traceId: randomUUID(), clientAddress: '127.0.0.1' });
  const rollback = new Error('rollback');

  it('reads the default, then a valid environment value, ignoring an invalid one', async () => {
    expect(await new SettingsService({}, new AuditService()).integer(ctx(), 'bankFiles.retentionHours')).toBe(24);
    expect(
      await new SettingsService({ BankFiles__RetentionHours: '48' }, new AuditService()).integer(
        ctx(),
        'bankFiles.retentionHours',
      ),
    ).toBe(48);
    expect(
      await new SettingsService({ BankFiles__RetentionHours: 'soon' }, new AuditService()).integer(
        ctx(),
        'bankFiles.retentionHours',
      ),
    ).toBe(24);
  });

  it('prefers a stored override', async () => {
    const settings = new SettingsService({ BankFiles__RetentionHours: '48' }, new AuditService());
    await expect(
      inTransaction(env.app.dataSource, async (manager) => {
        await manager.query(`INSERT INTO platform_settings (key, value) VALUES ('bankFiles.retentionHours', '72')`);
        expect(await settings.integer(ctx(), 'bankFiles.retentionHours')).toBe(72);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
  });
});
