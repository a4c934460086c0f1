// Bundles the server (and @gas/shared) into dist/main.js and its job worker into dist/worker.js;
// npm packages stay external.
import { build } from 'esbuild';

// The receipt PDF worker is an entry of its own (dist/lib/receipt-worker.js): worker threads load
// it by file, and lib/receipts.ts finds it next to dist/main.js.
const receiptWorker = 'src/lib/receipt-worker.ts';
// The job worker beside the server (JOBS_IN_PROCESS=false; ADR 019): dist/worker.js.
const jobWorker = 'src/worker.ts';
// The operators' commands (dist/cli/*.js).
const commands = ['src/cli/admin-create.ts', 'src/cli/admin-reset-two-factor.ts', 'src/cli/ledger-check.ts'];

await build({
  entryPoints: ['src/main.ts', jobWorker, ...commands, receiptWorker],
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
