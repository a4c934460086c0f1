// Operators' "awaits you" emails (issue 22, item 9b): every operator who keeps a topic on (the
// default) is emailed when a deposit awaits approval or a sign-up awaits onboarding, through the
// mail outbox; an operator who turned it off is not. The settings are each operator's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fundWallet,
  newAdmin,
  newParty,
  offtakerForm,
  postDeposit,
  queuedMails,
  receiptFiles,
  verificationToken,
} from './builders.ts';
import { call, manualClock, startTestApp, type TestContext } from './helpers.ts';

const clock = manualClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({}, { clock });
});
afterAll(() => ctx.close());

const mailsTo = async (email: string) =>
  (await queuedMails(ctx)).filter((mail) => mail.to === email).map((mail) => mail.subject);

describe('operator notifications', () => {
  it('are on by default and each operator keeps its own choices', async () => {
    const admin = await newAdmin(ctx);
    const read = await call(ctx.app, admin.jar, 'GET', '/api/notification-settings');
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual({ depositAwaiting: true, signUpAwaiting: true });

    const saved = await call(ctx.app, admin.jar, 'PUT', '/api/notification-settings', {
      depositAwaiting: false,
      signUpAwaiting: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(ctx.app, admin.jar, 'GET', '/api/notification-settings')).json().data).toEqual({
      depositAwaiting: false,
      signUpAwaiting: true,
    });
    // Another operator's stay as they were.
    const other = await newAdmin(ctx);
    expect((await call(ctx.app, other.jar, 'GET', '/api/notification-settings')).json().data).toEqual({
      depositAwaiting: true,
      signUpAwaiting: true,
    });

    for (const body of [{ depositAwaiting: true }, { depositAwaiting: true, signUpAwaiting: 'yes' }]) {
      const refused = await call(ctx.app, admin.jar, 'PUT', '/api/notification-settings', body);
      expect(refused.statusCode).toBe(400);
    }
    const offtaker = await newParty(ctx, 'offtaker');
    expect((await call(ctx.app, offtaker.jar, 'GET', '/api/notification-settings')).statusCode).toBe(403);
    expect(
      (
        await call(ctx.app, offtaker.jar, 'PUT', '/api/notification-settings', {
          depositAwaiting: false,
          signUpAwaiting: false,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('email the operators who want to know when a deposit or a sign-up awaits them', async () => {
    const everything = await newAdmin(ctx);
    const noDeposits = await newAdmin(ctx);
    const noSignUps = await newAdmin(ctx);
    await call(ctx.app, noDeposits.jar, 'PUT', '/api/notification-settings', {
      depositAwaiting: false,
      signUpAwaiting: true,
    });
    await call(ctx.app, noSignUps.jar, 'PUT', '/api/notification-settings', {
      depositAwaiting: true,
      signUpAwaiting: false,
    });

    const offtaker = await newParty(ctx, 'offtaker');
    const deposit = await postDeposit(ctx, offtaker.jar, {
      amount: 250_000_00,
      currency: 'NGN',
      receipt: receiptFiles.png,
    });
    expect(deposit.statusCode, deposit.body).toBe(201);
    const reference = deposit.json().data.reference as string;
    const depositSubject = `Deposit ${reference} awaits approval`;
    expect(await mailsTo(everything.email)).toContain(depositSubject);
    expect(await mailsTo(noSignUps.email)).toContain(depositSubject);
    expect(await mailsTo(noDeposits.email)).not.toContain(depositSubject);

    const form = offtakerForm({ firstname: 'Hauwa', lastname: 'Danjuma', name: 'Zaria Foods' });
    expect((await call(ctx.app, undefined, 'POST', '/api/home/register/customer', form)).statusCode).toBe(
      201,
    );
    const signUpSubject = 'New offtaker Hauwa Danjuma awaits onboarding';
    // Not before the address is confirmed: an unconfirmed sign-up awaits nobody yet.
    expect(await mailsTo(everything.email)).not.toContain(signUpSubject);
    const token = await verificationToken(ctx, form.email);
    expect((await call(ctx.app, undefined, 'POST', '/api/auth/verify', { token })).statusCode).toBe(200);
    expect(await mailsTo(everything.email)).toContain(signUpSubject);
    expect(await mailsTo(noDeposits.email)).toContain(signUpSubject);
    expect(await mailsTo(noSignUps.email)).not.toContain(signUpSubject);
    // Once: following the link again emails nobody twice.
    await call(ctx.app, undefined, 'POST', '/api/auth/verify', { token });
    expect((await mailsTo(everything.email)).filter((subject) => subject === signUpSubject)).toHaveLength(1);

    // An approved deposit is not awaiting anyone: deciding it sends the operators nothing new.
    const before = await mailsTo(everything.email);
    await fundWallet(ctx, offtaker.jar, everything.jar, 10_000_00);
    const after = await mailsTo(everything.email);
    const awaiting = (subjects: string[]) => subjects.filter((subject) => / awaits approval$/.test(subject));
    expect(after).toHaveLength(before.length + 1);
    expect(awaiting(after)).toHaveLength(awaiting(before).length + 1);
  });
});
