import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    css: false,
    // A time budget, not an assertion: on a loaded 2-core machine (CI, or the server tests running
    // beside this project) a page test that renders a whole area took over the 5 s default once the
    // market, bids and documents were added. Each test still waits for what a user would see.
    testTimeout: 15_000,
    restoreMocks: true,
    unstubGlobals: true,
    // The files share one jsdom window and one module graph instead of a fresh one each: loading
    // React, Mantine, the router and the lazy area modules once rather than 29 times saves about
    // a third of the project's CPU time, and a file's first test no longer pays for it. It is the
    // same sharing the tests of one file already live with (test/setup.ts resets the DOM, storage,
    // the query cache, spies and stubbed globals after every test). So: no `vi.mock` of modules in
    // these files (it would leak into the next file); use vi.spyOn or vi.stubGlobal.
    isolate: false,
    // A group of its own (shared and server-unit: 0, web: 1, server: 2). Vitest hands a
    // non-isolated project all its files as one batch only when no other project's file leads
    // the group; otherwise each file gets a fresh jsdom again (28 s of environment set-up).
    sequence: { groupOrder: 1 },
  },
});
