// Adding, replacing or removing a payout account asks for the password again: the only thing
// between a stolen session and payouts to the thief's bank account. Its guesses are limited as
// every other password check's (AUTH_RATE_LIMIT_PER_MINUTE, 10 a minute in production), not by
// the general limit of 600 a minute (found by review, 2026-11-29: 40 wrong guesses, no 429).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutAccountForm } from './banking-builders.ts';
import { newParty } from './builders.ts';
import { call, startTestApp, type TestContext } from './helpers.ts';

const perMinute = 10;
let ctx: TestContext;
beforeAll(async () => {
  // The tests' helper raises the limit to 1000; this file keeps production's.
  ctx = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: String(perMinute) });
});
afterAll(() => ctx.close());

describe('the password asked again for a payout account', () => {
  it('is refused with 429 after the per-minute limit of password checks, on add, replace and remove', async () => {
    const supplier = await newParty(ctx, 'supplier');
    const guess = (i: number) => payoutAccountForm({ password: `Wrong-guess-${i}-x` });
    const codes: number[] = [];
    for (let i = 0; i <= perMinute; i++)
      codes.push((await call(ctx.app, supplier.jar, 'POST', '/api/payout-accounts', guess(i))).statusCode);
    expect(codes).toEqual([...Array(perMinute).fill(400), 429]);

    const id = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
    const replaced: number[] = [];
    const removed: number[] = [];
    for (let i = 0; i <= perMinute; i++) {
      replaced.push(
        (await call(ctx.app, supplier.jar, 'PUT', `/api/payout-accounts/${id}`, guess(i))).statusCode,
      );
      removed.push(
        (
          await call(ctx.app, supplier.jar, 'DELETE', `/api/payout-accounts/${id}`, {
            password: `Wrong-${i}-x`,
          })
        ).statusCode,
      );
    }
    expect(replaced.at(-1)).toBe(429);
    expect(removed.at(-1)).toBe(429);
  });
});
