// No Docker engine runs in CI, so the container files are checked for what can be checked without
// one: the commands they run exist, what they copy exists or is built, the runtime is not root,
// and compose's settings are valid settings of this server (and documented).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig, settingNames } from '../src/config.ts';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const rootPackage = JSON.parse(read('package.json')) as {
  scripts: Record<string, string>;
  workspaces: string[];
};

type Stage = { name: string; lines: string[] };
/** The Dockerfile's stages, each with its instructions (continuation lines joined). */
function dockerStages(): Stage[] {
  const instructions = read('Dockerfile')
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of instructions) {
    const from = line.match(/^FROM\s+\S+\s+AS\s+(\S+)/i);
    if (from) stages.push({ name: from[1]!, lines: [] });
    else stages.at(-1)?.lines.push(line);
  }
  return stages;
}

/** Files `npm run build` makes (apps/server/build.mjs and apps/web's vite build). */
const buildOutputs = ['apps/server/dist', 'apps/web/dist'];

describe('Dockerfile', () => {
  const stages = dockerStages();
  const stage = (name: string) => stages.find((s) => s.name === name)!;

  it('builds in stages with the commands CI runs, and those commands exist', () => {
    expect(stages.map((s) => s.name)).toEqual(['build', 'deps', 'runtime']);
    const buildRuns = stage('build').lines.filter((line) => line.startsWith('RUN '));
    expect(buildRuns).toEqual(['RUN npm ci --no-audit --no-fund', 'RUN npm run build']);
    expect(read('.ci/run')).toContain('npm ci --no-audit --no-fund');
    expect(read('scripts/test.mjs')).toContain("run('build', 'npm', ['run', '--silent', 'build'])");
    expect(rootPackage.scripts.build).toBe('npm run build -w @gas/web && npm run build -w @gas/server');
    // The runtime's dependencies are the server workspace's production ones.
    const deps = stage('deps').lines.find((line) => line.startsWith('RUN npm ci'))!;
    expect(deps).toContain('--omit=dev --workspace @gas/server');
    expect(JSON.parse(read('apps/server/package.json')).name).toBe('@gas/server');
  });

  it('copies files that exist in the repository or that the build makes', () => {
    const workspaceManifests = rootPackage.workspaces.map((ws) => `${ws}/package.json`);
    for (const name of ['build', 'deps']) {
      const copied = stage(name)
        .lines.filter((line) => /^COPY (?!--from)/.test(line) && !line.startsWith('COPY . .'))
        .flatMap((line) => line.split(/\s+/).slice(1, -1));
      // Every workspace manifest is copied before `npm ci` (it refuses a lockfile that disagrees).
      expect(copied.sort()).toEqual(['package-lock.json', 'package.json', ...workspaceManifests].sort());
      for (const file of copied) expect(fs.existsSync(path.join(root, file)), file).toBe(true);
    }
    const fromBuild = stage('runtime')
      .lines.filter((line) => line.startsWith('COPY --from=build '))
      .map((line) => line.split(/\s+/)[2]!.replace(/^\/app\//, ''));
    for (const source of fromBuild) {
      const made = buildOutputs.includes(source);
      expect(made || fs.existsSync(path.join(root, source)), source).toBe(true);
    }
    expect(fromBuild).toEqual(expect.arrayContaining([...buildOutputs, 'apps/server/drizzle']));
    expect(read('apps/server/build.mjs')).toContain("entryPoints: ['src/main.ts'");
    expect(read('apps/server/build.mjs')).toContain("outdir: 'dist'");
  });

  it('runs node apps/server/dist/main.js as the unprivileged node user with the data dir as a volume', () => {
    const runtime = stage('runtime').lines;
    const user = runtime.filter((line) => line.startsWith('USER ')).at(-1);
    expect(user).toBe('USER node');
    expect(runtime.at(-1)).toBe('CMD ["node", "apps/server/dist/main.js"]');
    expect(runtime).toContain('VOLUME ["/data"]');
    expect(runtime.find((line) => line.startsWith('ENV '))).toContain('NODE_ENV=production');
    expect(runtime.find((line) => line.startsWith('HEALTHCHECK '))).toContain('/api/ready');
  });
});

describe('.dockerignore', () => {
  it('keeps dependencies, builds, data and secrets out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['.git', '**/node_modules', '**/dist', 'data', '.env', '.test-output']) {
      expect(ignored, entry).toContain(entry);
    }
    expect(ignored).toContain('!.env.example');
  });
});

describe('compose.yaml', () => {
  type Service = {
    image?: string;
    build?: string;
    ports?: string[];
    environment?: Record<string, string>;
    depends_on?: Record<string, { condition: string }>;
    volumes?: string[];
  };
  const compose = parse(read('compose.yaml')) as { services: Record<string, Service> };
  const app = compose.services.app!;
  /**
   * Compose's interpolation of `${NAME:-default}` and `${NAME:?message}` (the latter refuses to
   * start, with the message, when NAME is unset or empty) for the variables `shell` sets.
   */
  const interpolate = (value: string, shell: Record<string, string>) =>
    value.replace(/\$\{(\w+):([-?])([^}]*)\}/g, (_, name: string, kind: string, rest: string) => {
      const set = shell[name];
      if (set) return set;
      if (kind === '?') throw new Error(`required variable ${name} is missing a value: ${rest}`);
      return rest;
    });
  /** The shell of the documented start: only the required database password set. */
  const shell = { POSTGRES_PASSWORD: 'a-long-random-password', TOTP_ENCRYPTION_KEY: 'ab'.repeat(32) };
  const environmentOf = (service: Service, from: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(service.environment!).map(([key, value]) => [key, interpolate(String(value), from)]),
    );
  const appEnvironment = environmentOf(app, shell);

  it('runs PostgreSQL, the app built from this Dockerfile and a mail catcher', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'db', 'mail']);
    expect(compose.services.db!.image).toMatch(/^postgres:15/);
    // Pinned to a release, like PostgreSQL: `latest` would change under an installation.
    expect(compose.services.mail!.image).toMatch(/^axllent\/mailpit:v\d+\.\d+\.\d+$/);
    for (const service of Object.values(compose.services)) {
      if (service.image) expect(service.image, service.image).not.toMatch(/:latest$|^[^:]+$/);
    }
    expect(app.build).toBe('.');
    expect(app.depends_on).toMatchObject({ db: { condition: 'service_healthy' } });
    expect(app.volumes).toContain('app-data:/data');
  });

  it("gives the app only real settings, valid ones, pointing at compose's own services", () => {
    for (const key of Object.keys(appEnvironment)) expect(settingNames, key).toContain(key);
    const config = loadConfig(appEnvironment);
    expect(config).toMatchObject({ env: 'production', smtpUrl: 'smtp://mail:1025' });
    const database = new URL(config.databaseUrl!);
    expect(database.hostname).toBe('db');
    const db = compose.services.db!.environment!;
    expect(database.username).toBe(db.POSTGRES_USER);
    expect(database.pathname).toBe(`/${db.POSTGRES_DB}`);
    expect(decodeURIComponent(database.password)).toBe(interpolate(db.POSTGRES_PASSWORD!, shell));
    expect(decodeURIComponent(database.password)).toBe(shell.POSTGRES_PASSWORD);
  });

  it('requires the database password (no default one) and seeds no demo data unless asked', () => {
    expect(read('compose.yaml')).not.toContain('change-me');
    for (const service of [compose.services.db!, app]) {
      expect(() => environmentOf(service, {})).toThrow(
        'required variable POSTGRES_PASSWORD is missing a value: set POSTGRES_PASSWORD',
      );
    }
    expect(loadConfig(appEnvironment).seedDemo).toBe(false);
    expect(loadConfig(environmentOf(app, { ...shell, SEED_DEMO: 'true' })).seedDemo).toBe(true);
  });
});

describe('.env.example', () => {
  it('documents every setting the server reads, and no other', () => {
    const documented = read('.env.example')
      .split('\n')
      .map((line) => line.match(/^([A-Z][A-Z0-9_]*)=/)?.[1])
      .filter((name): name is string => name !== undefined);
    expect([...documented].sort()).toEqual([...settingNames].sort());
  });
});
