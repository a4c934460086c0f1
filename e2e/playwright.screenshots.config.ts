import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import baseConfig from './playwright.config.ts';
import { screenshotClockStart, screenshotDataDir, screenshotPort } from './screenshots/env.ts';

// The screenshot tests (`npm run test:screenshots`): the main pages of each area at 390 and
// 1366 px, compared with the references committed in e2e/screenshots/references/. Servers of
// their own (ports and data dirs of their own, the embedded database) whose clocks stand still
// at a fixed instant from before the demo seed (TEST_CLOCK_START), with repeatable references,
// so every run seeds and shows the same data; the browser's clock is fixed at the same instant.
// A page changed on purpose: regenerate the references in the same commit with
//   npm run test:screenshots -- --update-snapshots

// One server per screen size: each size's tests log in and find the data as if run alone (the
// admin dashboard lists the log-ins of the tests before it), whichever projects run.
const ports = { phone: screenshotPort, desktop: screenshotPort + 1 };

function server(port: number) {
  const dataDir = screenshotDataDir(port);
  return {
    command: `rm -rf '${dataDir}' && node apps/server/dist/main.js`,
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `http://localhost:${port}/api/ready`,
    timeout: 90_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      NODE_ENV: 'test',
      TEST_CLOCK: '1',
      TEST_CLOCK_START: screenshotClockStart,
      PORT: String(port),
      HOST: '127.0.0.1',
      // The embedded database in a data dir of its own (never DATABASE_URL: a database the other
      // browser tests used is not empty, so the demo would not be seeded at the fixed instant).
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      JOB_POLL_MS: '200',
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    },
  };
}

export default defineConfig({
  testDir: './screenshots',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(os.tmpdir(), `gas-screenshots-results-${screenshotPort}`),
  snapshotPathTemplate: '{testDir}/references/{arg}-{projectName}{ext}',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: {
    toHaveScreenshot: {
      // A layout change moves far more than 1% of a page's pixels; font hinting does not.
      maxDiffPixelRatio: 0.01,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    ...baseConfig.use,
    timezoneId: 'Africa/Lagos',
    locale: 'en-US',
    trace: 'off',
  },
  projects: [
    {
      name: 'phone',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        viewport: { width: 390, height: 844 },
        baseURL: `http://localhost:${ports.phone}`,
      },
    },
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        viewport: { width: 1366, height: 768 },
        baseURL: `http://localhost:${ports.desktop}`,
      },
    },
  ],
  webServer: [server(ports.phone), server(ports.desktop)],
});
