/** How a setting's text value is read; a value that does not parse is rejected on PUT. */
export type SettingKind = 'positiveInteger' | 'boolean';

export interface SettingDefinition {
  key: string;
  description: string;
  kind: SettingKind;
  /** The environment variable that sets the value when there is no override. */
  environmentVariable: string;
  defaultValue: string;
}

/**
 * The known operational settings (docs/organizations-and-settings.md, "Platform settings"); no other key is accepted.
 * Values travel as strings in JSON whatever their kind (`"24"`, `"true"`), so one shape fits every setting.
 */
export const SETTING_DEFINITIONS: readonly SettingDefinition[] = [
  {
    key: 'auth.loginMaxFailuresPerEmail',
    description: 'Failed sign-ins per email within the failure window before sign-in is throttled.',
    kind: 'positiveInteger',
    environmentVariable: 'LOGIN_MAX_FAILURES_PER_EMAIL',
    defaultValue: '5',
  },
  {
    key: 'bankFiles.retentionHours',
    description: 'Hours an original bank statement file is kept.',
    kind: 'positiveInteger',
    environmentVariable: 'BankFiles__RetentionHours',
    defaultValue: '24',
  },
  {
    key: 'bankUpload.maxBytes',
    description: 'Largest accepted bank statement upload, in bytes.',
    kind: 'positiveInteger',
    environmentVariable: 'BANK_UPLOAD_MAX_BYTES',
    defaultValue: '20971520',
  },
  {
    key: 'messenger.postingFromBotEnabled',
    description: 'Whether postings may be queued from the messenger bot (docs/messenger.md).',
    kind: 'boolean',
    environmentVariable: 'MESSENGER_ALLOW_POSTING',
    defaultValue: 'false',
  },
];

export function settingDefinition(key: string): SettingDefinition | undefined {
  return SETTING_DEFINITIONS.find((definition) => definition.key === key);
}

/** Whether `value` is acceptable text for the setting. */
export function isValidSettingValue(definition: SettingDefinition, value: string): boolean {
  switch (definition.kind) {
    case 'positiveInteger':
      return /^[1-9]\d{0,14}$/.test(value);
    case 'boolean':
      return value === 'true' || value === 'false';
    default:
      return false;
  }
}
