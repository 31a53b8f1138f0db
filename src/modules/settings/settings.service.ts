import type { RequestContext } from '../../platform/context/request-context';
import { validationFailed, type FieldErrors } from '../../platform/errors/domain-error';
import type { AuditService } from '../audit/audit.module';
import { PlatformSettingSource, type PlatformSettingsDto } from './dto/platform-settings.dto';
import type { UpdatePlatformSettingsInput } from './dto/update-platform-settings.input';
import type { PlatformSetting } from './platform-setting.entity';
import {
  isValidSettingValue,
  SETTING_DEFINITIONS,
  settingDefinition,
  type SettingDefinition,
} from './setting-definitions';

/** Platform settings: stored overrides over environment values over defaults (docs/organizations-and-settings.md). */
export class SettingsService {
  constructor(
    private readonly environment: Readonly<Record<string, string | undefined>>,
    private readonly audit: AuditService,
  ) {}

  async list(ctx: RequestContext): Promise<PlatformSettingsDto> {
    const rows: Pick<PlatformSetting, 'key' | 'value'>[] = await ctx.em.query(
      'SELECT key, value FROM platform_settings',
    );
    const overrides = new Map(rows.map((row) => [row.key, row.value]));
    return {
      settings: SETTING_DEFINITIONS.map((definition) => ({
        key: definition.key,
        description: definition.description,
        ...this.resolve(definition, overrides.get(definition.key)),
      })),
    };
  }

  /** The value in force for a positive-integer setting: override, else environment, else default. */
  async integer(ctx: RequestContext, key: string): Promise<number> {
    const definition = settingDefinition(key);
    if (!definition || definition.kind !== 'positiveInteger')
      throw new Error(`${key} is not a positive-integer setting`);
    const rows: Pick<PlatformSetting, 'value'>[] = await ctx.em.query(
      'SELECT value FROM platform_settings WHERE key = $1',
      [key],
    );
    return Number(this.resolve(definition, rows[0]?.value).value);
  }

  /** The value in force for a boolean setting: override, else environment, else default. */
  async boolean(ctx: RequestContext, key: string): Promise<boolean> {
    const definition = settingDefinition(key);
    if (!definition || definition.kind !== 'boolean') throw new Error(`${key} is not a boolean setting`);
    const rows: Pick<PlatformSetting, 'value'>[] = await ctx.em.query(
      'SELECT value FROM platform_settings WHERE key = $1',
      [key],
    );
    return this.resolve(definition, rows[0]?.value).value === 'true';
  }

  /** Override over a valid environment value over the default. */
  private resolve(
    definition: SettingDefinition,
    override: string | undefined,
  ): { value: string; source: PlatformSettingSource } {
    if (override !== undefined) return { value: override, source: PlatformSettingSource.override };
    const fromEnvironment = this.environment[definition.environmentVariable]?.trim();
    if (fromEnvironment && isValidSettingValue(definition, fromEnvironment)) {
      return { value: fromEnvironment, source: PlatformSettingSource.environment };
    }
    return { value: definition.defaultValue, source: PlatformSettingSource.default };
  }

  /** Sets or (with null) removes overrides; the whole change is rejected when any member is invalid. */
  async update(ctx: RequestContext, input: UpdatePlatformSettingsInput): Promise<PlatformSettingsDto> {
    const changes = Object.entries(input.settings);
    const fieldErrors: FieldErrors = {};
    for (const [key, value] of changes) {
      const definition = settingDefinition(key);
      if (!definition) fieldErrors[`settings.${key}`] = ['unknown_setting'];
      else if (value !== null && (typeof value !== 'string' || !isValidSettingValue(definition, value)))
        fieldErrors[`settings.${key}`] = ['invalid'];
    }
    if (Object.keys(fieldErrors).length > 0) throw validationFailed(fieldErrors);

    const actor = await ctx.requireActor();
    for (const [key, value] of changes) {
      if (value === null) await ctx.em.query('DELETE FROM platform_settings WHERE key = $1', [key]);
      else
        await ctx.em.query(
          `INSERT INTO platform_settings (key, value, updated_at_utc, updated_by_user_id) VALUES ($1, $2, now(), $3)
           ON CONFLICT (key) DO UPDATE SET value = $2, updated_at_utc = now(), updated_by_user_id = $3`,
          [key, value, actor.userId],
        );
    }
    await this.audit.record(ctx, {
      action: 'SettingsUpdate',
      entityType: 'PlatformSettings',
      message: `Platform settings changed: ${changes.map(([key]) => key).join(', ') || 'none'}`,
      details: { changes: Object.fromEntries(changes) },
    });
    return this.list(ctx);
  }
}
