// `npm start`: works on a fresh clone. Installs what is missing, builds what is stale,
// then runs the server (which migrates, seeds an empty database and serves the web app).
// Plain Node with no dependencies, because it runs before `npm ci`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (args) => {
  const result = spawnSync(npm, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
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
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node.js >= 20.19 is required; this is ${process.versions.node}.`);
  process.exit(1);
}

const installedStamp = path.join(root, 'node_modules', '.package-lock.json');
if (mtime(installedStamp) < mtime(path.join(root, 'package-lock.json'))) {
  console.log('Installing dependencies (npm ci)...');
  run(['ci', '--no-audit', '--no-fund']);
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
  mtime(path.join(root, 'apps/web/dist/index.html')),
);
if (built < sources) {
  console.log('Building the web app and the server...');
  run(['run', 'build']);
}

if (fs.existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  // `npm start` is the demo: production build and settings, with the demo data unless told not to.
  env: { NODE_ENV: 'production', SEED_DEMO: 'true', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
