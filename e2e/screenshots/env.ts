import os from 'node:os';
import path from 'node:path';

// The screenshot tests' servers: one per screen size (390 px on E2E_SCREENSHOT_PORT, 3230 by
// default; 1366 px on the next port), each with a data dir of its own, so the tests of one size
// find exactly the data they would find run alone. Their clocks stand still at this instant.
export const screenshotPort = Number(process.env.E2E_SCREENSHOT_PORT ?? 3230);
export const screenshotDataDir = (port: number) => path.join(os.tmpdir(), `gas-screenshots-${port}`);
export const screenshotClockStart = '2026-11-20T09:00:00Z';
