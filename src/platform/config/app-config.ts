import path from 'node:path';

/** Everything the service reads from the environment, parsed and validated once at start. */
export interface AppConfig {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  dataDir: string;
  database: { url: string | null; poolSize: number; migrationsRun: boolean };
  keyValue: { redisUrl: string | null; keyPrefix: string };
  auth: {
    jwtSecret: string | null;
    jwtIssuer: string;
    jwtAudience: string;
    accessTokenTtlSeconds: number;
    refreshTokenTtlSeconds: number;
    loginFailureWindowSeconds: number;
    loginMaxFailuresPerAddress: number;
  };
  encryptionKey: string | null;
  /**
   * Calls to accounting systems: the timeout of one attempt, how often a read is retried, and the outbound address
   * policy (hosts allowed when the list is set; loopback only when allowed). `iikoReadbackVisibleAfterMs`: how long
   * after a pay-out an iikoServer may still leave it out of its report, so an empty readback proves absence only later.
   */
  erp: {
    timeoutMs: number;
    readRetries: number;
    allowedHosts: string[];
    allowLoopback: boolean;
    iikoReadbackVisibleAfterMs: number;
  };
  /** Where original bank files are kept (BankFiles__RootPath); never shown to clients. */
  bankFilesRoot: string;
  /**
   * Original bank files in an S3-compatible bucket instead of bankFilesRoot: set by BankFiles__S3Bucket, null
   * keeps the directory. The secret key is never logged; bucket and keys never leave the service.
   */
  bankFilesS3: {
    bucket: string;
    region: string;
    /** A custom endpoint for S3-compatible servers; null for AWS S3 itself. */
    endpoint: string | null;
    accessKeyId: string;
    secretAccessKey: string;
    forcePathStyle: boolean;
  } | null;
  bootstrapAdmin: { email: string; password: string } | null;
  http: { bodyLimitBytes: number; corsOrigins: string[]; trustProxy: boolean };
  graphql: {
    introspection: boolean;
    ide: boolean;
    maxDepth: number;
    maxCost: number;
    maxAliases: number;
    maxBatch: number;
    maxTokens: number;
    maxFieldRepeats: number;
  };
  /** The bearer token GET /metrics requires; without one the route is not served. */
  metrics: { token: string | null };
  logLevel: string;
  /** `npm start` runs the background worker in-process unless WORKER_ENABLED=false (docs/postings.md §The worker). */
  workerEnabled: boolean;
  /** Seconds between two rounds of background jobs. */
  workerIntervalSeconds: number;
  /** On SIGTERM/SIGINT: how long in-flight requests and postings in hand get before they are cut off. */
  shutdownGraceSeconds: number;
  /** The posting worker (docs/configuration.md); the lease must outlast a write's timeout several times over. */
  postings: {
    concurrency: number;
    pollMs: number;
    leaseSeconds: number;
    maxTransientFailures: number;
    retryBaseMs: number;
    retryCapMs: number;
    maxReadbacks: number;
    outcomeSettleMs: number;
  };
  /**
   * The chat-bot link (docs/messenger.md). Off by default; when on, the webhook secret, the bot's name and the
   * provider API address and token are required. The secret and the token are never logged.
   */
  messenger: {
    enabled: boolean;
    webhookSecret: string | null;
    botUsername: string | null;
    /** Deep links are `<deepLinkBaseUrl>/<botUsername>?start=<code>`. */
    deepLinkBaseUrl: string;
    apiBaseUrl: string | null;
    botToken: string | null;
    apiTimeoutMs: number;
    /** Lifetime of an activation code: about 10 minutes by default (docs/messenger.md §Settings). */
    codeTtlSeconds: number;
  };
  /**
   * The raw environment; platform settings report which of their variables are set
   * (docs/organizations-and-settings.md §Platform settings).
   */
  environment: Readonly<Env>;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = parseEnum(env, 'NODE_ENV', ['development', 'test', 'production'], 'development');
  const production = nodeEnv === 'production';
  const bootstrapEmail = text(env, 'BOOTSTRAP_ADMIN_EMAIL');
  const bootstrapPassword = env.BOOTSTRAP_ADMIN_PASSWORD || null;
  if (Boolean(bootstrapEmail) !== Boolean(bootstrapPassword)) {
    throw new ConfigError('BOOTSTRAP_ADMIN_EMAIL and BOOTSTRAP_ADMIN_PASSWORD must be set together');
  }
  const erpTimeoutMs = int(env, 'ERP_TIMEOUT_MS', 10_000, 50, 300_000);
  const config: AppConfig = {
    env: nodeEnv,
    port: int(env, 'PORT', 4000, 0, 65535),
    host: text(env, 'HOST') ?? '0.0.0.0',
    dataDir: path.resolve(text(env, 'DATA_DIR') ?? './data'),
    database: {
      url: text(env, 'DATABASE_URL'),
      poolSize: int(env, 'DATABASE_POOL_SIZE', 10, 1, 200),
      migrationsRun: bool(env, 'MIGRATIONS_RUN', true),
    },
    keyValue: { redisUrl: text(env, 'REDIS_URL'), keyPrefix: text(env, 'KEY_VALUE_PREFIX') ?? 'recon:' },
    auth: {
      jwtSecret: text(env, 'JWT_SECRET'),
      jwtIssuer: text(env, 'JWT_ISSUER') ?? 'payment-reconciliation',
      jwtAudience: text(env, 'JWT_AUDIENCE') ?? 'payment-reconciliation-api',
      accessTokenTtlSeconds: int(env, 'ACCESS_TOKEN_TTL_SECONDS', 900, 30, 3600),
      refreshTokenTtlSeconds: int(env, 'REFRESH_TOKEN_TTL_SECONDS', 30 * 24 * 3600, 60, 90 * 24 * 3600),
      loginFailureWindowSeconds: int(env, 'LOGIN_FAILURE_WINDOW_SECONDS', 900, 1, 86400),
      loginMaxFailuresPerAddress: int(env, 'LOGIN_MAX_FAILURES_PER_ADDRESS', 50, 1, 100000),
    },
    encryptionKey: text(env, 'ENCRYPTION_KEY'),
    erp: {
      timeoutMs: erpTimeoutMs,
      readRetries: int(env, 'ERP_READ_RETRIES', 2, 0, 10),
      allowedHosts: list(env, 'ERP_ALLOWED_HOSTS'),
      allowLoopback: bool(env, 'ERP_ALLOW_LOOPBACK', false),
      iikoReadbackVisibleAfterMs: int(env, 'ERP_IIKO_READBACK_VISIBLE_AFTER_MS', 60_000, 0, 3_600_000),
    },
    bankFilesRoot: path.resolve(
      text(env, 'BankFiles__RootPath') ?? path.join(text(env, 'DATA_DIR') ?? './data', 'bank-files'),
    ),
    bankFilesS3: bankFilesS3Settings(env),
    bootstrapAdmin: bootstrapEmail && bootstrapPassword ? { email: bootstrapEmail, password: bootstrapPassword } : null,
    http: {
      bodyLimitBytes: int(env, 'REQUEST_BODY_LIMIT_BYTES', 1024 * 1024, 1024, 50 * 1024 * 1024),
      corsOrigins: list(env, 'CORS_ORIGINS'),
      trustProxy: bool(env, 'TRUST_PROXY', false),
    },
    graphql: {
      introspection: bool(env, 'GRAPHQL_INTROSPECTION', !production),
      ide: bool(env, 'GRAPHQL_IDE', !production),
      maxDepth: int(env, 'GRAPHQL_MAX_DEPTH', 15, 2, 100),
      maxCost: int(env, 'GRAPHQL_MAX_COST', 20000, 10, 10_000_000),
      maxAliases: int(env, 'GRAPHQL_MAX_ALIASES', 30, 0, 1000),
      maxBatch: int(env, 'GRAPHQL_MAX_BATCH', 5, 1, 100),
      maxTokens: int(env, 'GRAPHQL_MAX_TOKENS', 5000, 500, 1_000_000),
      maxFieldRepeats: int(env, 'GRAPHQL_MAX_FIELD_REPEATS', 30, 2, 1000),
    },
    metrics: { token: text(env, 'METRICS_TOKEN') },
    logLevel: parseEnum(env, 'LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
    workerEnabled: bool(env, 'WORKER_ENABLED', true),
    workerIntervalSeconds: int(env, 'WORKER_INTERVAL_SECONDS', 60, 1, 86_400),
    shutdownGraceSeconds: int(env, 'SHUTDOWN_GRACE_SECONDS', 10, 0, 3600),
    postings: postingSettings(env, erpTimeoutMs),
    messenger: messengerSettings(env),
    environment: { ...env },
  };
  if (production && (!config.auth.jwtSecret || !config.encryptionKey)) {
    throw new ConfigError('JWT_SECRET and ENCRYPTION_KEY are required when NODE_ENV=production');
  }
  if (config.auth.jwtSecret !== null && config.auth.jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters');
  }
  if (config.metrics.token !== null && config.metrics.token.length < 16) {
    throw new ConfigError('METRICS_TOKEN must be at least 16 characters');
  }
  return config;
}

/** The posting worker's settings; the lease and the settle window are bounded below by the write timeout. */
function postingSettings(env: Env, erpTimeoutMs: number): AppConfig['postings'] {
  const settings = {
    concurrency: int(env, 'POSTING_WORKER_CONCURRENCY', 16, 1, 256),
    pollMs: int(env, 'POSTING_POLL_MS', 500, 10, 10_000),
    leaseSeconds: int(env, 'POSTING_LEASE_SECONDS', Math.max(30, Math.ceil((erpTimeoutMs * 3) / 1000)), 1, 3600),
    maxTransientFailures: int(env, 'POSTING_MAX_TRANSIENT_FAILURES', 5, 1, 100),
    retryBaseMs: int(env, 'POSTING_RETRY_BASE_MS', 1000, 10, 600_000),
    retryCapMs: int(env, 'POSTING_RETRY_CAP_MS', 300_000, 10, 86_400_000),
    maxReadbacks: int(env, 'POSTING_MAX_READBACKS', 10, 1, 1000),
    outcomeSettleMs: int(env, 'POSTING_OUTCOME_SETTLE_MS', erpTimeoutMs * 2, 0, 3_600_000),
  };
  if (settings.leaseSeconds * 1000 < erpTimeoutMs * 2) {
    throw new ConfigError(
      'POSTING_LEASE_SECONDS must be at least twice ERP_TIMEOUT_MS, so a live write never outlasts its lease',
    );
  }
  return settings;
}

/** The S3 bucket for original bank files; region and credentials are required once a bucket is named. */
function bankFilesS3Settings(env: Env): AppConfig['bankFilesS3'] {
  const bucket = text(env, 'BankFiles__S3Bucket');
  if (bucket === null) return null;
  const region = text(env, 'BankFiles__S3Region');
  const accessKeyId = text(env, 'BankFiles__S3AccessKeyId');
  const secretAccessKey = text(env, 'BankFiles__S3SecretAccessKey');
  const missing = (
    [
      ['BankFiles__S3Region', region],
      ['BankFiles__S3AccessKeyId', accessKeyId],
      ['BankFiles__S3SecretAccessKey', secretAccessKey],
    ] as const
  ).filter(([, value]) => value === null);
  if (missing.length > 0) {
    throw new ConfigError(`BankFiles__S3Bucket requires ${missing.map(([name]) => name).join(', ')}`);
  }
  const endpoint = text(env, 'BankFiles__S3Endpoint')?.replace(/\/+$/, '') ?? null;
  if (endpoint !== null && !/^https?:\/\/[^\s/]+/.test(endpoint)) {
    throw new ConfigError('BankFiles__S3Endpoint must be an http(s) URL');
  }
  return {
    bucket,
    region: region!,
    endpoint,
    accessKeyId: accessKeyId!,
    secretAccessKey: secretAccessKey!,
    forcePathStyle: bool(env, 'BankFiles__S3ForcePathStyle', false),
  };
}

/** The messenger link's settings; everything it needs to answer and reply is required once it is enabled. */
function messengerSettings(env: Env): AppConfig['messenger'] {
  const settings = {
    enabled: bool(env, 'MESSENGER_ENABLED', false),
    webhookSecret: text(env, 'MESSENGER_WEBHOOK_SECRET'),
    botUsername: text(env, 'MESSENGER_BOT_USERNAME'),
    deepLinkBaseUrl: (text(env, 'MESSENGER_DEEP_LINK_BASE_URL') ?? 'https://t.me').replace(/\/+$/, ''),
    apiBaseUrl: text(env, 'MESSENGER_API_BASE_URL')?.replace(/\/+$/, '') ?? null,
    botToken: text(env, 'MESSENGER_BOT_TOKEN'),
    apiTimeoutMs: int(env, 'MESSENGER_API_TIMEOUT_MS', 5000, 100, 60_000),
    codeTtlSeconds: int(env, 'MESSENGER_CODE_TTL_SECONDS', 600, 1, 3600),
  };
  if (!settings.enabled) return settings;
  const missing = (
    [
      ['MESSENGER_WEBHOOK_SECRET', settings.webhookSecret],
      ['MESSENGER_BOT_USERNAME', settings.botUsername],
      ['MESSENGER_API_BASE_URL', settings.apiBaseUrl],
      ['MESSENGER_BOT_TOKEN', settings.botToken],
    ] as const
  ).filter(([, value]) => value === null);
  if (missing.length > 0) {
    throw new ConfigError(`MESSENGER_ENABLED=true requires ${missing.map(([name]) => name).join(', ')}`);
  }
  // The provider sends the secret back verbatim in a header: the characters a header value and the provider allow.
  if (!/^[A-Za-z0-9_-]{16,256}$/.test(settings.webhookSecret!)) {
    throw new ConfigError('MESSENGER_WEBHOOK_SECRET must be 16 to 256 characters of A-Z, a-z, 0-9, _ and -');
  }
  if (!/^[A-Za-z0-9_]{1,64}$/.test(settings.botUsername!)) {
    throw new ConfigError('MESSENGER_BOT_USERNAME must be the bot name without @ (A-Z, a-z, 0-9, _)');
  }
  for (const [name, value] of [
    ['MESSENGER_API_BASE_URL', settings.apiBaseUrl],
    ['MESSENGER_DEEP_LINK_BASE_URL', settings.deepLinkBaseUrl],
  ] as const) {
    if (!/^https?:\/\/[^\s]+$/.test(value ?? '')) throw new ConfigError(`${name} must be an http(s) URL`);
  }
  return settings;
}

function text(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}`);
  }
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined || raw === null) return fallback;
  if (['true', '1', 'yes'].includes(raw)) return true;
  if (['false', '0', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false`);
}

function list(env: Env, name: string): string[] {
  return (text(env, name) ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function parseEnum<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = text(env, name);
  if (raw === null) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')}`);
  }
  return raw as T;
}
