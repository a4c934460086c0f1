// `npm test`: lint, type check, build, every vitest project (unit, integration, components)
// and the Playwright browser tests. Ends with one summary line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, '.test-output');
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });

const steps = [];
let passed = 0;
let failed = 0;

function run(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  steps.push({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

// Checks that are not test suites count as one test each.
for (const [name, args] of [
  ['lint', ['biome', 'check', '.']],
  ['typecheck', ['npm', 'run', '--silent', 'typecheck']],
]) {
  if (run(name, 'npx', args)) passed++;
  else failed++;
}

const built = run('build', 'npm', ['run', '--silent', 'build']);
if (!built) failed++;

const vitestJson = path.join(outDir, 'vitest.json');
run('vitest', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const vitest = readJson(vitestJson);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests + (vitest.numTotalTests === 0 ? 1 : 0);
  if (!vitest.success && vitest.numFailedTests === 0) failed++; // a suite failed to load
} else failed++;

if (built) {
  const playwrightJson = path.join(outDir, 'playwright.json');
  run('playwright', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
  });
  const report = readJson(playwrightJson);
  if (report?.stats) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected + (report.errors?.length ?? 0);
  } else failed++;
}

console.log('\n=== summary');
for (const step of steps) console.log(`${step.ok ? 'ok  ' : 'FAIL'} ${step.name} (${step.seconds}s)`);
fs.writeFileSync(path.join(outDir, 'summary.txt'), `${passed} ${failed}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
