import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { routePreload } from './route-preload.ts';
import { paths } from './src/config/paths.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
// The API server of apps/server; `npm run dev:server` listens here.
const apiProxy = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

// The lazy modules each public page's route loads (see router.tsx), fetched as soon as the page
// is opened instead of after the entry chunk has run. A module that stops being lazy fails the
// build; one missing here only loads later.
const queryBoundary = 'src/lib/query-boundary.tsx';
const publicRouteModules = {
  [paths.markets.path]: [queryBoundary, 'src/features/markets/markets-page.tsx'],
  [paths.financials.path]: ['src/features/financials/financials-page.tsx'],
  [paths.privacy.path]: ['src/features/legal/legal-page.tsx'],
  [paths.terms.path]: ['src/features/legal/legal-page.tsx'],
  [paths.success.path]: ['src/features/auth/success-page.tsx'],
  [paths.auth.login.path]: [queryBoundary, 'src/features/auth/login-page.tsx'],
  [paths.auth.provider.path]: [queryBoundary, 'src/features/auth/register-page.tsx'],
  [paths.auth.takers.path]: [queryBoundary, 'src/features/auth/register-page.tsx'],
  [paths.auth.verify.path]: [queryBoundary, 'src/features/auth/verify-page.tsx'],
};

// Few, whole files rather than many small shared ones: on a phone each extra request of the
// first load costs a round trip. A group takes its modules and what they import that no group
// above it took. Everything the landing page loads is one file (the entry).
const mantine = (names: string) => new RegExp(`@mantine[\\\\/]core[\\\\/]esm[\\\\/](${names})[\\\\/]`);
const chunkGroups = [
  { name: 'index', tags: ['$initial' as const], priority: 10 },
  // The data cache: Market Data, log-in and sign-up, the areas.
  {
    name: 'query',
    test: /node_modules[\\/]@tanstack[\\/]|src[\\/]lib[\\/]query-(boundary|client)\.tsx?$/,
    priority: 9,
  },
  // Form controls shared by the auth forms, the tables and the areas.
  {
    name: 'controls',
    test: mantine(
      'components[\\\\/](Input|InputBase|TextInput|PasswordInput|Alert|ActionIcon|CloseButton)|core[\\\\/]styles-api[\\\\/]use-resolved-styles-api',
    ),
    priority: 8,
  },
  { name: 'table', test: mantine('components[\\\\/](Table|ScrollArea)'), priority: 7 },
  // Validation by the shared zod schemas.
  { name: 'forms', test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]use-schema-form\.ts$/, priority: 7 },
  {
    name: 'data-table',
    test: /node_modules[\\/]mantine-datatable[\\/]|src[\\/]components[\\/]data-table\.tsx$/,
    priority: 6,
  },
  // Log-in, sign-up and e-mail verification.
  { name: 'auth', test: /src[\\/]features[\\/]auth[\\/](?!success-page)/, priority: 5 },
];

// What the landing page must not download (issue 20: at most 150 KB of gzipped JavaScript before
// any interaction): the shared contracts' validation (zod: a runtime import of a constant from a
// contract file brings all its schemas), the data cache, tables, charts and dates. Found in the
// code the first page loads (the entry and its static imports), it fails the build.
const notForTheLandingPage =
  /node_modules[\\/](zod|@tanstack|mantine-datatable|@mantine[\\/](charts|dates)|recharts|dayjs)[\\/]/;

function landingPageBudget(): Plugin {
  return {
    name: 'gas:landing-page-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Rollup.OutputChunk>();
      for (const output of Object.values(bundle))
        if (output.type === 'chunk') chunks.set(output.fileName, output);
      const pending = [...chunks.values()].filter((chunk) => chunk.isEntry);
      const seen = new Set<string>();
      for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
        if (seen.has(chunk.fileName)) continue;
        seen.add(chunk.fileName);
        const found = new Set(chunk.moduleIds.map((id) => notForTheLandingPage.exec(id)?.[1]));
        found.delete(undefined);
        if (found.size > 0)
          this.error(`${chunk.fileName}, loaded by every first page, holds ${[...found].join(', ')}`);
        for (const name of chunk.imports) {
          const imported = chunks.get(name);
          if (imported) pending.push(imported);
        }
      }
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), routePreload(root, publicRouteModules), landingPageBudget()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // The production CSP forbids inline scripts: keep every asset a file.
    assetsInlineLimit: 0,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
