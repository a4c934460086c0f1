import type { APIRequestContext, Page } from '@playwright/test';

// Time travel for browser tests: the e2e server runs with TEST_CLOCK=1 (never in production),
// so POST /api/test/clock moves the server's clock; Playwright's page.clock moves the page's.
// Move both together, or the app's inactivity timer and the server's expiries disagree.

type ServerClock = { utc: string; offsetMinutes: number };

async function answer(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<ServerClock> {
  const body = (await response.json()) as { success: boolean; data: ServerClock | null };
  if (!response.ok() || !body.success || !body.data) {
    throw new Error(
      `test clock: ${response.status()} ${JSON.stringify(body)} (is the server started with TEST_CLOCK=1?)`,
    );
  }
  return body.data;
}

/** What the server's clock shows now. */
export async function serverNow(request: APIRequestContext): Promise<Date> {
  return new Date((await answer(await request.get('/api/test/clock'))).utc);
}

/** Moves the server's clock (only): `advanceMinutes`, `setUtc` or `reset: true`. */
export async function moveServerClock(
  request: APIRequestContext,
  move: { advanceMinutes: number } | { setUtc: string } | { reset: true },
): Promise<Date> {
  return new Date((await answer(await request.post('/api/test/clock', { data: move }))).utc);
}

/** Back to the machine's time: call after a test that moved it, so the next test starts in the present. */
export async function resetServerClock(request: APIRequestContext): Promise<void> {
  await moveServerClock(request, { reset: true });
}

/**
 * Installs Playwright's fake clock in `page`, starting at the server's time (time then flows
 * normally until moved). Call it before the page's first navigation.
 */
export async function installClocks(page: Page): Promise<Date> {
  const now = await serverNow(page.request);
  await page.clock.install({ time: now });
  return now;
}

/**
 * Moves the server's clock and the page's clock on by `minutes` together. The page's timers that
 * fall due in between fire once (a laptop lid closed and opened); the server's job worker sees
 * the new time at its next poll (JOB_POLL_MS), so wait for the effect with `expect.poll` or a
 * web-first assertion.
 */
export async function advanceClocks(page: Page, minutes: number): Promise<Date> {
  const serverTime = await moveServerClock(page.request, { advanceMinutes: minutes });
  await page.clock.fastForward(Math.round(minutes * 60_000));
  return serverTime;
}
