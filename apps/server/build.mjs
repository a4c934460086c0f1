// Bundles the server (and @gas/shared) into dist/main.js; npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts', 'src/cli/admin-create.ts', 'src/cli/ledger-check.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'info',
  // workspace packages are TypeScript source: bundle them instead of leaving them external.
  alias: { '@gas/shared': '../../packages/shared/src/index.ts' },
});
