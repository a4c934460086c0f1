import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { serverNow } from './clock.ts';

// Two-factor sign-in in the browser tests (issue 21): operators enter a TOTP code after their
// password. The demo operators' secrets are published (seed/demo-operators.ts, printed at start);
// a test that enrols its own authenticator passes its secret.

/** The demo operators' TOTP secrets, as the server prints them at start. */
export const demoOperatorSecrets: Record<string, string> = {
  'admin@gas-exchange.ng': 'GASEXCHANGEDEMOADMINTOTPSECRETAA',
  'finance@gas-exchange.ng': 'GASEXCHANGEDEMOPAYOUTSTOTPSECRET',
};

const periodMs = 30_000;

/** The TOTP code of `secret` at `at` (RFC 6238: SHA-1, 6 digits, 30 s, as the server checks it). */
export function totpCode(secret: string, at: Date): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: at.getTime() });
}

/**
 * A code the server takes now, by the server's (test) clock: each 30-second code works once per
 * login, so the steps used are kept in a file per login (tests run one after another) and a log-in
 * right after another one takes the next step (the server accepts one step either side), waiting
 * when even that one was used.
 */
export async function nextTotpCode(
  request: APIRequestContext,
  email: string,
  secret: string,
): Promise<string> {
  const file = path.join(os.tmpdir(), `gas-e2e-totp-${email.toLowerCase()}`);
  const givingUpAt = Date.now() + 3 * periodMs;
  for (;;) {
    const now = (await serverNow(request)).getTime();
    const step = Math.floor(now / periodMs);
    // What an earlier run left (another server, another database) is forgotten after 10 minutes.
    const kept = fs.existsSync(file)
      ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { step: number; at: number })
      : null;
    const last = kept && Date.now() - kept.at < 10 * 60_000 ? kept.step : 0;
    // The step before now only while it has seconds left to reach the server (a running clock).
    const next = Math.max(last + 1, now % periodMs < periodMs - 5_000 ? step - 1 : step);
    if (next <= step + 1) {
      fs.writeFileSync(file, JSON.stringify({ step: next, at: Date.now() }));
      return totpCode(secret, new Date(next * periodMs));
    }
    // A server clock standing still (TEST_CLOCK_START) never reaches the next step.
    if (Date.now() > givingUpAt)
      throw new Error(`no unused TOTP step left for ${email} at ${new Date(now).toISOString()}`);
    await new Promise((resolve) => setTimeout(resolve, Math.min(5_000, (next - 1) * periodMs - now + 500)));
  }
}

/** Whether `email` is a demo operator (who signs in with a code after the password). */
export const isDemoOperator = (email: string) => email.toLowerCase() in demoOperatorSecrets;

/**
 * After "Log in" was clicked for an operator: the page asks for the code; enter the next one of
 * its authenticator (the demo secret unless `secret` is given).
 */
export async function completeSecondFactor(page: Page, email: string, secret = demoOperatorSecrets[email]) {
  if (!secret) throw new Error(`no TOTP secret known for ${email}`);
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await page.getByLabel(/^Authentication code/).fill(await nextTotpCode(page.request, email, secret));
  await page.getByRole('button', { name: 'Verify' }).click();
}

/**
 * Logs `context` in through the API, second step included for a login with a second factor:
 * the cookies end up in the context, as a browser's would.
 */
export async function apiLogIn(
  context: APIRequestContext,
  email: string,
  password: string,
  secret = demoOperatorSecrets[email],
) {
  const res = await context.post('/api/auth/login', { data: { email, password } });
  const body = (await res.json()) as { data: { challenge?: string } | null };
  if (!res.ok() || !body.data?.challenge) return res;
  if (!secret) throw new Error(`no TOTP secret known for ${email}`);
  return context.post('/api/auth/login/second-factor', {
    data: { challenge: body.data.challenge, code: await nextTotpCode(context, email, secret) },
  });
}
