// Adding, replacing or removing a payout account asks for the password again: the only thing
// between a stolen session and payouts to the thief's bank account. Its guesses are limited as
// every other password check's (AUTH_RATE_LIMIT_PER_MINUTE, 10 a minute in production), not by
// the general limit of 600 a minute (found by review, 2026-11-29: 40 wrong guesses, no 429); and
// since a later review its wrong guesses are locked out as the log-in's are (password-again.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockoutPolicy } from '../src/modules/auth/login-throttle.ts';
import { payoutAccountForm } from './banking-builders.ts';
import { goodPassword, newParty } from './builders.ts';
import { call, refusal, startTestApp, type TestContext } from './helpers.ts';

const perMinute = 10;
let ctx: TestContext;
beforeAll(async () => {
  // The tests' helper raises the limit to 1000; this file keeps production's.
  ctx = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: String(perMinute) });
});
afterAll(() => ctx.close());

describe('the password asked again for a payout account', () => {
  it(`is locked after ${lockoutPolicy.freeFailures} wrong guesses, even against the right password (password-again.test.ts)`, async () => {
    const supplier = await newParty(ctx, 'supplier');
    // From an address of its own: the per-minute limit below counts the tests' usual one.
    const add = (form: ReturnType<typeof payoutAccountForm>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/payout-accounts',
        remoteAddress: '198.51.100.9',
        headers: { cookie: supplier.jar.header() },
        payload: form,
      });
    const codes: number[] = [];
    for (let i = 0; i <= lockoutPolicy.freeFailures; i++)
      codes.push((await add(payoutAccountForm({ password: `Wrong-guess-${i}-x` }))).statusCode);
    expect(codes).toEqual([...Array(lockoutPolicy.freeFailures).fill(400), 429]);
    const locked = await add(payoutAccountForm());
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(
      refusal('Too many wrong passwords for this account. Please try again in 1 minute.'),
    );
  });

  it('is refused with 429 after the per-minute limit of password checks, on add, replace and remove', async () => {
    // The right password each time: the limit on requests, apart from the lockout on wrong guesses.
    const supplier = await newParty(ctx, 'supplier');
    const codes: number[] = [];
    for (let i = 0; i <= perMinute; i++)
      codes.push(
        (await call(ctx.app, supplier.jar, 'POST', '/api/payout-accounts', payoutAccountForm())).statusCode,
      );
    expect(codes).toEqual([...Array(perMinute).fill(201), 429]);
    expect(
      (await call(ctx.app, supplier.jar, 'POST', '/api/payout-accounts', payoutAccountForm())).json(),
    ).toEqual(refusal('Too many requests. Please wait a moment and try again.'));

    const id = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
    const replaced: number[] = [];
    const removed: number[] = [];
    for (let i = 0; i <= perMinute; i++) {
      replaced.push(
        (await call(ctx.app, supplier.jar, 'PUT', `/api/payout-accounts/${id}`, payoutAccountForm()))
          .statusCode,
      );
      removed.push(
        (
          await call(ctx.app, supplier.jar, 'DELETE', `/api/payout-accounts/${id}`, {
            password: goodPassword,
          })
        ).statusCode,
      );
    }
    expect(replaced).toEqual([...Array(perMinute).fill(404), 429]);
    expect(removed).toEqual([...Array(perMinute).fill(404), 429]);
  });
});
