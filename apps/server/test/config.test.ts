import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

describe('configuration', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.seedDemo).toBe(true);
    expect(config.admin).toBeUndefined();
  });

  it('reads PORT, DATABASE_URL, SEED_DEMO and the admin pair', () => {
    const config = loadConfig({
      PORT: '4000',
      DATABASE_URL: 'postgres://u@db:5432/gas',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: 'ops@example.com',
      ADMIN_PASSWORD: 'long-enough-1',
    });
    expect(config).toMatchObject({
      port: 4000,
      databaseUrl: 'postgres://u@db:5432/gas',
      seedDemo: false,
      admin: { email: 'ops@example.com', password: 'long-enough-1' },
    });
  });

  it('seeds demo data by default in development only: its logins share a published password', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
    const key = { TOTP_ENCRYPTION_KEY: 'ab'.repeat(32) }; // production needs one (two-factor.test.ts)
    expect(loadConfig({ NODE_ENV: 'production', ...key }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true', ...key }).seedDemo).toBe(true);
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }).databaseUrl).toBeUndefined();
  });

  it('lists every invalid value at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SEED_DEMO: 'maybe',
        ADMIN_EMAIL: 'not-an-email',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('PORT');
    expect(problems).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
    expect(problems).toContain('SEED_DEMO');
    expect(problems).toContain('ADMIN_EMAIL: must be an email address');
  });

  it('reads the operations settings: REDIS_URL, METRICS_TOKEN, TRUST_PROXY', () => {
    expect(loadConfig({})).toMatchObject({ redisUrl: undefined, metricsToken: undefined, trustProxy: false });
    expect(
      loadConfig({
        REDIS_URL: 'redis://cache:6379/2',
        METRICS_TOKEN: 'a-scraper-token-of-32-characters',
        TRUST_PROXY: 'true',
      }),
    ).toMatchObject({
      redisUrl: 'redis://cache:6379/2',
      metricsToken: 'a-scraper-token-of-32-characters',
      // Proxies on private networks and this host, not every entry of X-Forwarded-For.
      trustProxy: ['loopback', 'linklocal', 'uniquelocal'],
    });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.10' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.10',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    let problems = '';
    try {
      loadConfig({ REDIS_URL: 'http://cache:6379', METRICS_TOKEN: 'short' });
    } catch (error) {
      problems = (error as ConfigError).problems.join('\n');
    }
    expect(problems).toContain('REDIS_URL: must be a redis:// or rediss:// URL');
    expect(problems).toContain('METRICS_TOKEN: must be at least 16 characters');
  });

  it('bounds statements and idle transactions at 60 s unless told otherwise (0: none)', () => {
    expect(loadConfig({})).toMatchObject({
      databaseStatementTimeoutMs: 60_000,
      databaseIdleInTransactionTimeoutMs: 60_000,
    });
    expect(
      loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '0', DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '5000' }),
    ).toMatchObject({ databaseStatementTimeoutMs: 0, databaseIdleInTransactionTimeoutMs: 5000 });
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '-1' })).toThrow(ConfigError);
  });

  it('takes a VAT rate on the platform fee of 0 to 25 %, at most two decimals', () => {
    expect(loadConfig({ PLATFORM_FEE_VAT_PERCENT: '12.5' }).platformFeeVatBasisPoints).toBe(1250);
    const problemsWith = (value: string) => {
      try {
        loadConfig({ PLATFORM_FEE_VAT_PERCENT: value });
      } catch (caught) {
        return (caught as ConfigError).problems.join('\n');
      }
      return '';
    };
    // 50 % would pay a supplier -1 on the smallest settlement (fee 1, VAT 1, goods 1).
    expect(problemsWith('50')).toContain('PLATFORM_FEE_VAT_PERCENT: must be at most 25');
    expect(problemsWith('7.555')).toContain('PLATFORM_FEE_VAT_PERCENT: must have at most two decimals');
  });

  it('refuses an admin email without a password', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'ops@example.com' })).toThrow(
      'ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    );
  });

  it('refuses S3 settings without S3_BUCKET (they would be ignored and receipts kept on local disk)', () => {
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as ConfigError).problems;
      }
      return [];
    };
    expect(problemsOf({ S3_ENDPOINT: 'http://minio:9000' })).toEqual([
      'S3_BUCKET: must be set when S3_ENDPOINT is set (without it receipts are stored in DATA_DIR/receipts and the S3 settings are ignored); set S3_BUCKET or unset it',
    ]);
    expect(
      problemsOf({
        S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'secret-example',
        S3_REGION: 'eu-west-1',
      }),
    ).toEqual([
      'S3_BUCKET: must be set when S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set (without it receipts are stored in DATA_DIR/receipts and the S3 settings are ignored); set S3_BUCKET or unset them',
    ]);
    expect(problemsOf({ S3_FORCE_PATH_STYLE: 'true' })).toHaveLength(1);
    // Half a key pair is refused too (it would fall back to the AWS SDK's own credentials).
    expect(problemsOf({ S3_BUCKET: 'receipts', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toEqual([
      'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    ]);
    // Empty values are unset, and S3_REGION alone (it has a default) is harmless.
    expect(problemsOf({ S3_ENDPOINT: '', S3_ACCESS_KEY_ID: '', S3_REGION: 'us-east-1' })).toEqual([]);
    expect(loadConfig({ S3_REGION: 'eu-west-1' }).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: 'receipts',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'secret-example',
      }).s3,
    ).toMatchObject({
      bucket: 'receipts',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret-example' },
      forcePathStyle: true,
    });
  });
});
