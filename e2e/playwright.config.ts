import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { e2eDataDir, e2ePort } from './env.ts';

// The real production build and server. With DATABASE_URL (CI) it runs on the PostgreSQL
// server; otherwise on a fresh embedded database in a temporary data dir.
const port = e2ePort;

export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  // Per port, so runs on different ports never clear each other's results.
  outputDir: path.join(os.tmpdir(), `gas-e2e-results-${e2ePort}`),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // An operator's log-in may wait up to one 30-second TOTP step for an unused code
  // (e2e/support/second-factor.ts), on top of the test's own time.
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `rm -rf '${e2eDataDir}' && node apps/server/dist/main.js`,
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `http://localhost:${port}/api/ready`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      // The production build, run as a test server: NODE_ENV=production refuses TEST_CLOCK, which
      // lets tests move the server's clock (e2e/support/clock.ts). What production alone changes
      // (__Host- cookies, HSTS) is checked by the server's tests.
      NODE_ENV: 'test',
      TEST_CLOCK: '1',
      // Short enough that a test passes a purchase's expiry with a 61-minute move, which leaves
      // the demo's own pending sales (48 h, seeded) pending.
      SALE_EXPIRY_HOURS: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: e2eDataDir,
      JOB_POLL_MS: '200',
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      RATE_LIMIT_PER_MINUTE: '100000',
      // Every journey logs in from 127.0.0.1; the real per-address limits are tested on the server.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
  },
});
