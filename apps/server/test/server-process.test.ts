// The real entry point (src/main.ts) as a child process: start, refusal of a second process
// on the same data dir, invalid configuration, graceful shutdown on SIGTERM.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ProcessRun, startProcess, untilRunning } from './processes.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gas-process-'));
const started: ChildProcess[] = [];

/** src/main.ts on the embedded database: the clean environment has no DATABASE_URL from CI. */
function startServer(env: Record<string, string>): ProcessRun {
  const run = startProcess(['--import', 'tsx', 'src/main.ts'], {
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    ...env,
  });
  started.push(run.child);
  return run;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('server process', () => {
  it('starts on the embedded database, refuses a second process on the same data dir, stops on SIGTERM', async () => {
    const port = await freePort();
    const first = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    // A wait, not a speed assertion: PGlite's migrations and the demo seed take about 25 s on a
    // quiet 2-core machine, and once took over 45 s under CI's load.
    await untilRunning(first, 100_000);
    expect(first.output()).toContain('Demo data seeded');
    expect(first.output()).toContain('admin@gas-exchange.ng');
    // The demo's two operators, each with its published TOTP secret (issue 21).
    expect(first.output()).toMatch(/admin@gas-exchange\.ng\s+TOTP secret GASEXCHANGEDEMOADMINTOTPSECRETAA/);
    expect(first.output()).toMatch(/finance@gas-exchange\.ng\s+TOTP secret GASEXCHANGEDEMOPAYOUTSTOTPSECRET/);

    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ success: true, data: { status: 'ok' }, errors: [] });

    const second = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The data directory ${dataDir} is in use by another server process`);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.pid'))).toBe(false);

    // The same data dir opens again, with its data kept and nothing seeded twice.
    const third = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    await untilRunning(third, 100_000);
    expect(third.output()).not.toContain('Demo data seeded');
    third.child.kill('SIGINT');
    expect(await third.exited).toBe(0);
  }, 240_000);

  it('creates an operator with npm run admin:create, once', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gas-admin-'));
    const run = async (args: string[]) => {
      const command = startProcess(['--import', 'tsx', 'src/cli/admin-create.ts', ...args], {
        DATA_DIR: dir,
      });
      return { code: await command.exited, output: command.output() };
    };
    const first = await run(['--email', 'ops@gas.ng', '--password', 'Long-enough-2026']);
    expect(first).toMatchObject({ code: 0, output: expect.stringContaining('Admin ops@gas.ng created.') });
    const again = await run(['--email', 'ops@gas.ng', '--password', 'Long-enough-2026']);
    expect(again.output).toContain('An account for ops@gas.ng already exists.');
    const bad = await run(['--email', 'nope', '--password', 'short']);
    expect(bad.code).toBe(2);
    expect(bad.output).toContain('--email must be an email address');
    fs.rmSync(dir, { recursive: true, force: true });
  }, 120_000); // three runs that each migrate PGlite: 10 s quiet, 44 s once under CI's load

  it('stops at once with the list of what is wrong in the configuration', async () => {
    const run = startServer({ DATA_DIR: dataDir, PORT: 'not-a-port', DATABASE_URL: 'mysql://nope' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('Invalid configuration:');
    expect(run.output()).toContain('PORT');
    expect(run.output()).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
  });
});
