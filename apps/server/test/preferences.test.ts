import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPreferences } from '../src/db/schema-preferences.ts';
import { goodPassword, newParty } from './builders.ts';
import { CookieJar, call, manualClock, startTestApp, type TestContext } from './helpers.ts';

// The language a user chose (issue 23): saved by the language switch, answered at every sign-in.

const clock = manualClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({}, { clock });
});
afterAll(() => ctx.close());

async function logIn(email: string) {
  const jar = new CookieJar();
  const res = await call(ctx.app, jar, 'POST', '/api/auth/login', { email, password: goodPassword });
  expect(res.statusCode).toBe(200);
  return { jar, user: res.json().data };
}

describe('the language a user chose', () => {
  it('is null until chosen, then saved and answered at the next sign-in and by auth/me', async () => {
    const { email } = await newParty(ctx, 'offtaker');
    const first = await logIn(email);
    expect(first.user).toMatchObject({ email, role: 'customer', language: null });

    const saved = await call(ctx.app, first.jar, 'PUT', '/api/account/language', { language: 'ha' });
    expect(saved.json()).toEqual({ success: true, data: { language: 'ha' }, errors: [] });
    expect((await call(ctx.app, first.jar, 'GET', '/api/auth/me')).json().data.language).toBe('ha');

    // Another device: the sign-in answers the saved language, so the app switches to it.
    const second = await logIn(email);
    expect(second.user).toMatchObject({ email, language: 'ha' });
  });

  it('keeps one row per user, changed in place', async () => {
    const { email } = await newParty(ctx, 'supplier');
    const { jar, user } = await logIn(email);
    await call(ctx.app, jar, 'PUT', '/api/account/language', { language: 'ha' });
    clock.advanceMinutes(1);
    await call(ctx.app, jar, 'PUT', '/api/account/language', { language: 'en' });
    const rows = await ctx.database.db
      .select()
      .from(userPreferences)
      .where(eq(userPreferences.userId, user.id));
    expect(rows).toEqual([{ userId: user.id, language: 'en', updatedUtc: clock.now() }]);
    expect((await logIn(email)).user.language).toBe('en');
  });

  it('refuses a language the app does not speak, on the field', async () => {
    const { email } = await newParty(ctx, 'offtaker');
    const { jar } = await logIn(email);
    const res = await call(ctx.app, jar, 'PUT', '/api/account/language', { language: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ htmlId: 'language', message: 'Choose English (en) or Hausa (ha)' }]);
  });

  it('is for signed-in users only', async () => {
    const res = await call(ctx.app, new CookieJar(), 'PUT', '/api/account/language', { language: 'ha' });
    expect(res.statusCode).toBe(401);
  });
});
