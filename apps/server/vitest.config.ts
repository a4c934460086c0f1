import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Pure rules (*.unit.test.ts) are the server-unit project's, in the root vitest.config.ts.
    exclude: [...configDefaults.exclude, '**/*.unit.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Most of a server test's time is spent waiting on PostgreSQL or a child server process;
    // Vitest's default on a 2-core machine (one worker) would leave the CPU idle meanwhile.
    maxWorkers: 3,
    // Vitest runs projects with different worker counts as separate groups: the server's last
    // (shared and server-unit: 0, web: 1, server: 2).
    sequence: { groupOrder: 2 },
  },
});
