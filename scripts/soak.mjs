// `npm run test:soak`: the long variants of the fault suites, against the PostgreSQL server in
// DATABASE_URL (each test process makes its own databases there).
//   1. The money model, 1,000,000 operations (MODEL_OPS), split into SOAK_SHARDS processes
//      (2 by default) that run at once: the model's test process is busy on one core, so on this
//      2-core machine two shards finish in about half the time. Every shard is a complete model
//      run with its own random seed, its own database and its own ledger check.
//   2. The crash test: 200 SIGKILLs and 20 PostgreSQL crash-restarts (CRASH_KILLS, CRASH_PG_RESTARTS).
// SOAK_ONLY=model or SOAK_ONLY=crash runs one part. Exits non-zero when any process fails.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!process.env.DATABASE_URL) {
  console.error('test:soak runs against a PostgreSQL server: set DATABASE_URL');
  process.exit(1);
}
const only = process.env.SOAK_ONLY;
const shards = Math.max(1, Number(process.env.SOAK_SHARDS ?? 2));
const totalOps = Number(process.env.MODEL_OPS ?? 1_000_000);

/** Runs one vitest file in its own process, its output prefixed with `label`; resolves to its exit code. */
function vitest(label, file, env) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '--project', 'server', file], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = (chunk) =>
      chunk
        .toString()
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => `[${label}] ${line}\n`)
        .join('');
    child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)));
    child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

// The crash test runs the built server (apps/server/dist).
if (spawnSync('npm', ['run', 'build', '-w', '@gas/server'], { cwd: root, stdio: 'inherit' }).status !== 0) {
  process.exit(1);
}
const started = Date.now();
const failures = [];
if (only !== 'crash') {
  const perShard = Math.ceil(totalOps / shards);
  console.log(`money model: ${shards} shard(s) of ${perShard} operations`);
  const codes = await Promise.all(
    Array.from({ length: shards }, (_, index) =>
      vitest(`model ${index + 1}/${shards}`, 'test/money-model.test.ts', { MODEL_OPS: String(perShard) }),
    ),
  );
  codes.forEach((code, index) => {
    if (code !== 0) failures.push(`money model shard ${index + 1}`);
  });
}
if (only !== 'model') {
  const code = await vitest('crash', 'test/crash-recovery.test.ts', {
    CRASH_KILLS: process.env.CRASH_KILLS ?? '200',
    CRASH_PG_RESTARTS: process.env.CRASH_PG_RESTARTS ?? '20',
  });
  if (code !== 0) failures.push('crash test');
}
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(
  failures.length === 0
    ? `soak passed in ${minutes} min`
    : `soak FAILED (${failures.join(', ')}) after ${minutes} min`,
);
process.exit(failures.length === 0 ? 0 : 1);
