import os from 'node:os';
import path from 'node:path';

// Where the browser tests' server listens and keeps its data (mail outbox included). Fixed per
// port so the config, the workers and the tests agree; emptied before each run.
export const e2ePort = Number(process.env.E2E_PORT ?? 3210);
export const e2eDataDir = path.join(os.tmpdir(), `gas-e2e-${e2ePort}`);
export const e2eOutbox = path.join(e2eDataDir, 'outbox');
