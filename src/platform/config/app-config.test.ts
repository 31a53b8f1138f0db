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
