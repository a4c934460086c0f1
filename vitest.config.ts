import { defineConfig } from 'vitest/config';

// One run covers every workspace; each project keeps its own environment.
//   shared       the contracts' and helpers' unit tests (node)
//   web          component tests with Testing Library (jsdom)
//   server-unit  the server's pure rules: files named *.unit.test.ts under apps/server/src or
//                apps/server/test. No database, no server process, no global set-up: a rule
//                that can be checked without PostgreSQL belongs there (`npm run test:fast` runs it)
//   server       integration tests against a real database and real server processes
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/server',
      'apps/web',
      {
        test: {
          name: 'server-unit',
          root: './apps/server',
          environment: 'node',
          include: ['src/**/*.unit.test.ts', 'test/**/*.unit.test.ts'],
        },
      },
    ],
  },
});
