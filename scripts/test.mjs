// `npm test`: lint, type check, build, every vitest project (unit, integration, components), a
// short journey through the built server on the embedded PGlite database, the Playwright
// browser tests and the screenshot tests. Ends with one summary line: "N passed, N failed".
//
// `npm run test:fast` (--fast): lint, type check and the vitest projects that need neither a
// database nor a browser: shared, web (components) and server-unit (the server's pure rules,
// files named *.unit.test.ts). A couple of minutes on a 2-core machine; run it while working.
//
// Each step prints its duration when it ends, and the summary lists them all.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fast = process.argv.includes('--fast');
const outDir = path.join(root, '.test-output');
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });

const started = Date.now();
const steps = [];
let passed = 0;
let failed = 0;

console.log(`${fast ? 'npm run test:fast' : 'npm test'} on Node ${process.version}`);

// The browser tests run Debian's Chromium (e2e/playwright.config.ts: CHROMIUM_PATH or
// /usr/bin/chromium). Checked first, so a machine without it does not spend minutes on the other
// steps before failing: installed as .ci/run installs it when this runs as root with apt-get,
// otherwise `npm test` stops at once with the command to run.
if (!fast) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const install = 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium';
  if (!fs.existsSync(chromium)) {
    const canInstall =
      !process.env.CHROMIUM_PATH &&
      process.getuid?.() === 0 &&
      spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
    if (canInstall) {
      console.log(`Chromium is not at ${chromium}: installing Debian's chromium (${install})...`);
      spawnSync('sh', ['-c', install], { stdio: 'inherit' });
    }
    if (!fs.existsSync(chromium)) {
      console.error(
        process.env.CHROMIUM_PATH
          ? `The browser tests need Chromium at CHROMIUM_PATH=${chromium}, which does not exist.`
          : `The browser tests need Debian's Chromium at ${chromium}. Install it, then run npm test again:\n\n  sudo sh -c '${install}'\n`,
      );
      process.exit(1);
    }
  }
}

/** Runs a step in the foreground (its output as it comes); resolves to whether it passed. */
async function run(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const stepStarted = Date.now();
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const code = await new Promise((resolve) => child.on('close', resolve));
  const ok = code === 0;
  const seconds = (Date.now() - stepStarted) / 1000;
  steps.push({ name, ok, seconds });
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)}s`);
  return ok;
}

/**
 * Starts a step whose output goes to a file, printed when it ends (so it does not interleave
 * with the step in the foreground). Resolves to whether it passed.
 */
function runQuietly(name, command, args) {
  const log = path.join(outDir, `${name}.log`);
  const fd = fs.openSync(log, 'w');
  const stepStarted = Date.now();
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', fd, fd] });
  fs.closeSync(fd);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = (Date.now() - stepStarted) / 1000;
      resolve({ name, command, args, ok: code === 0, seconds, log });
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The failed tests of a vitest JSON report, a line each with the first line of the error, so a
 * CI log that keeps only its tail still names what failed.
 */
function vitestFailures(report) {
  const lines = [];
  for (const file of report?.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      const reason = String(test.failureMessages?.[0] ?? '').split('\n')[0];
      lines.push(`${where} › ${test.fullName}: ${reason.slice(0, 300)}`);
    }
    if (file.status === 'failed' && failedTests.length === 0) {
      lines.push(
        `${where}: ${String(file.message ?? 'failed to run')
          .split('\n')[0]
          .slice(0, 300)}`,
      );
    }
  }
  return lines;
}

// Checks that are not test suites count as one test each. (npm itself is run as `npm`, not
// `npx npm`: under a Node installed without npm, npx would try to download npm.)
const checks = [
  ['lint', 'npx', ['biome', 'check', '.']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
];
// The fast tier runs them beside the tests (vitest's one worker leaves the second core idle)
// and prints their output after the tests; `npm test` runs them first, one after the other.
const background = fast
  ? Promise.all(checks.map(([name, command, args]) => runQuietly(name, command, args)))
  : undefined;
if (!fast) {
  for (const [name, command, args] of checks) {
    if (await run(name, command, args)) passed++;
    else failed++;
  }
}

const built = fast || (await run('build', 'npm', ['run', '--silent', 'build']));
if (!built) failed++;

const vitestJson = path.join(outDir, 'vitest.json');
const projects = fast ? ['shared', 'web', 'server-unit'] : [];
await run('vitest', 'npx', [
  'vitest',
  'run',
  ...projects.flatMap((project) => ['--project', project]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
if (background) {
  for (const check of await background) {
    console.log(`\n=== ${check.name}: ${check.command} ${check.args.join(' ')} (beside the tests)`);
    process.stdout.write(fs.readFileSync(check.log, 'utf8'));
    console.log(`=== ${check.name}: ${check.ok ? 'ok' : 'FAILED'} in ${check.seconds.toFixed(1)}s`);
    steps.push({ name: check.name, ok: check.ok, seconds: check.seconds });
    if (check.ok) passed++;
    else failed++;
  }
}
const vitest = readJson(vitestJson);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests + (vitest.numTotalTests === 0 ? 1 : 0);
  if (!vitest.success && vitest.numFailedTests === 0) failed++; // a suite failed to load
} else failed++;

if (!fast && built) {
  // The path `npm start` takes, which the tests above do not: the built server started by
  // scripts/start.mjs on a fresh embedded database with the demo data, used over HTTP.
  const journeyJson = path.join(outDir, 'pglite-journey.json');
  await run('pglite journey', process.execPath, ['scripts/pglite-journey.mjs', '--json', journeyJson]);
  const journey = readJson(journeyJson);
  if (journey) {
    passed += journey.passed;
    failed += journey.failed;
  } else failed++;

  const playwrightJson = path.join(outDir, 'playwright.json');
  await run(
    'playwright',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
    },
  );
  const report = readJson(playwrightJson);
  if (report?.stats) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected + (report.errors?.length ?? 0);
  } else failed++;

  // The main pages at 390 and 1366 px against the committed references (servers of their own,
  // clocks and data fixed). After an intended change: npm run test:screenshots -- --update-snapshots
  const screenshotsJson = path.join(outDir, 'screenshots.json');
  await run(
    'screenshots',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.screenshots.config.ts', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: screenshotsJson },
  );
  const screenshots = readJson(screenshotsJson);
  if (screenshots?.stats) {
    passed += screenshots.stats.expected + screenshots.stats.flaky;
    failed += screenshots.stats.unexpected + (screenshots.errors?.length ?? 0);
  } else failed++;
}

console.log(`\n=== summary (Node ${process.version})`);
for (const step of steps) {
  console.log(`${step.ok ? 'ok  ' : 'FAIL'} ${step.name.padEnd(16)} ${step.seconds.toFixed(1).padStart(7)}s`);
}
for (const failure of vitestFailures(vitest)) console.log(`FAILED TEST ${failure}`);
console.log(`     ${'total'.padEnd(16)} ${((Date.now() - started) / 1000).toFixed(1).padStart(7)}s`);
fs.writeFileSync(path.join(outDir, 'summary.txt'), `${passed} ${failed}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
