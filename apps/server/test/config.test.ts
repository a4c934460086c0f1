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
      trustProxy: true,
    });
    let problems = '';
    try {
      loadConfig({ REDIS_URL: 'http://cache:6379', METRICS_TOKEN: 'short' });
    } catch (error) {
      problems = (error as ConfigError).problems.join('\n');
    }
    expect(problems).toContain('REDIS_URL: must be a redis:// or rediss:// URL');
    expect(problems).toContain('METRICS_TOKEN: must be at least 16 characters');
  });

  it('refuses an admin email without a password', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'ops@example.com' })).toThrow(
      'ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    );
  });
});
