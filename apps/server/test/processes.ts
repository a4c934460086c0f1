// The server (or one of its commands) as a child process, for the tests that run the real entry
// points: server-process, scale-out and crash-recovery.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** apps/server: where the processes run, and what `dist/main.js` and `src/main.ts` are relative to. */
export const serverDir = path.resolve(import.meta.dirname, '..');

/** Builds dist/ (esbuild, well under a second) when it is missing or older than the sources. */
export function ensureServerBuilt() {
  const newest = (dir: string): number =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .map((entry) => {
        const full = path.join(dir, entry.name);
        return entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs;
      })
      .reduce((a, b) => Math.max(a, b), 0);
  const bundle = path.join(serverDir, 'dist', 'main.js');
  const sources = Math.max(
    newest(path.join(serverDir, 'src')),
    newest(path.join(serverDir, 'drizzle')),
    newest(path.join(serverDir, '..', '..', 'packages', 'shared', 'src')),
  );
  if (fs.existsSync(bundle) && fs.statSync(bundle).mtimeMs >= sources) return;
  const result = spawnSync(process.execPath, ['build.mjs'], { cwd: serverDir, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`server build failed: ${result.stderr}`);
}

/** A child process, all it has printed so far (stdout and stderr together) and its exit code. */
export type ProcessRun = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/**
 * Runs `node <args>` in apps/server on a clean environment: PATH and HOME, then `env`. Nothing of
 * the test's own environment leaks in (no DATABASE_URL from CI unless `env` gives one).
 */
export function startProcess(args: string[], env: Record<string, string>): ProcessRun {
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), ...env },
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Waits until the server says it is running; fails with its output if it exits first or takes too long. */
export async function untilRunning(run: ProcessRun, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!run.output().includes('Gas exchange is running')) {
    if (run.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`the server did not start:\n${run.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
