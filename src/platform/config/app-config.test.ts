import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('runs with no environment at all on the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 4000,
      database: { url: null, migrationsRun: true },
      keyValue: { redisUrl: null },
      bootstrapAdmin: null,
      graphql: { introspection: true, ide: true },
    });
  });

  it('switches introspection and the IDE off in production, and requires the secrets there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), ENCRYPTION_KEY: 'key' });
    expect(config.graphql).toMatchObject({ introspection: false, ide: false });
  });

  it('rejects malformed values with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be an integer between 0 and 65535');
    expect(() => loadConfig({ MIGRATIONS_RUN: 'maybe' })).toThrow('MIGRATIONS_RUN must be true or false');
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow('JWT_SECRET must be at least 32 characters');
    expect(() => loadConfig({ BOOTSTRAP_ADMIN_EMAIL: 'a@example.test' })).toThrow('must be set together');
  });

  it('leaves the messenger link off by default and requires its secret, bot and provider API once enabled', () => {
    expect(loadConfig({}).messenger).toMatchObject({ enabled: false, webhookSecret: null, codeTtlSeconds: 600 });
    expect(() => loadConfig({ MESSENGER_ENABLED: 'true' })).toThrow(
      'MESSENGER_ENABLED=true requires MESSENGER_WEBHOOK_SECRET, MESSENGER_BOT_USERNAME, MESSENGER_API_BASE_URL, MESSENGER_BOT_TOKEN',
    );
    const enabled = {
      MESSENGER_ENABLED: 'true',
      MESSENGER_WEBHOOK_SECRET: 'webhook-secret-0123456789',
      MESSENGER_BOT_USERNAME: 'recon_bot',
      MESSENGER_API_BASE_URL: 'https://bot-api.example.test/',
      MESSENGER_BOT_TOKEN: '123:token',
    };
    expect(loadConfig(enabled).messenger).toMatchObject({
      enabled: true,
      botUsername: 'recon_bot',
      apiBaseUrl: 'https://bot-api.example.test',
      deepLinkBaseUrl: 'https://t.me',
    });
    expect(() => loadConfig({ ...enabled, MESSENGER_WEBHOOK_SECRET: 'short' })).toThrow('MESSENGER_WEBHOOK_SECRET');
    expect(() => loadConfig({ ...enabled, MESSENGER_BOT_USERNAME: '@recon_bot' })).toThrow('MESSENGER_BOT_USERNAME');
    expect(() => loadConfig({ ...enabled, MESSENGER_API_BASE_URL: 'bot-api' })).toThrow('MESSENGER_API_BASE_URL');
  });

  it('reads lists and the bootstrap administrator', () => {
    const config = loadConfig({
      CORS_ORIGINS: 'https://a.test, https://b.test',
      BOOTSTRAP_ADMIN_EMAIL: 'a@example.test',
      BOOTSTRAP_ADMIN_PASSWORD: 'pw',
    });
    expect(config.http.corsOrigins).toEqual(['https://a.test', 'https://b.test']);
    expect(config.bootstrapAdmin).toEqual({ email: 'a@example.test', password: 'pw' });
  });
});
