import { describe, expect, it } from 'vitest';
import {
  changePasswordRequestSchema,
  partyKinds,
  resendVerificationRequestSchema,
  roleOfKind,
  roles,
  signedInUserSchema,
  verifyEmailRequestSchema,
} from './identity.ts';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => [String(issue.path[0] ?? ''), issue.message]);

describe('identity contract', () => {
  it('gives each party kind the role of its login', () => {
    expect(partyKinds.map((kind) => roleOfKind[kind])).toEqual(['client', 'customer']);
    for (const kind of partyKinds) expect(roles).toContain(roleOfKind[kind]);
  });

  it('checks the password change as the server answers it', () => {
    expect(
      messagesOf(
        changePasswordRequestSchema.safeParse({ currentPassword: '', newPassword: '', confirm: '' }),
      ),
    ).toEqual([
      ['currentPassword', 'Current Password is required'],
      ['newPassword', 'New Password is required'],
      ['confirm', 'Confirm Password is required'],
    ]);
    expect(
      messagesOf(
        changePasswordRequestSchema.safeParse({
          currentPassword: 'a',
          newPassword: 'x'.repeat(201),
          confirm: 'x'.repeat(201),
        }),
      ),
    ).toEqual([['newPassword', 'New Password cannot be more than 200 characters']]);
    expect(
      messagesOf(
        changePasswordRequestSchema.safeParse({ currentPassword: 'a', newPassword: 'b', confirm: 'c' }),
      ),
    ).toEqual([['confirm', 'Password and Confirm Password do not match']]);
    // The current password is sent exactly as typed: the server, not the schema, says it is wrong.
    expect(
      changePasswordRequestSchema.safeParse({ currentPassword: '  ', newPassword: 'b', confirm: 'b' })
        .success,
    ).toBe(true);
  });

  it('asks for the link token and the address to resend to in the spec’s words', () => {
    expect(messagesOf(verifyEmailRequestSchema.safeParse({ token: '' }))).toEqual([
      ['token', 'The link is incomplete'],
    ]);
    expect(messagesOf(resendVerificationRequestSchema.safeParse({ email: '   ' }))).toEqual([
      ['email', 'Email Address is required'],
    ]);
    expect(resendVerificationRequestSchema.parse({ email: ' halima@kanofoods.ng ' })).toEqual({
      email: 'halima@kanofoods.ng',
    });
  });

  it('describes the signed-in user with a known role and status', () => {
    const user = { id: 'u1', email: 'a@b.ng', role: 'admin', name: 'a@b.ng', status: 'Active' };
    expect(signedInUserSchema.parse(user)).toEqual(user);
    expect(signedInUserSchema.safeParse({ ...user, status: 'Approved' }).success).toBe(false);
    expect(signedInUserSchema.safeParse({ ...user, role: 'supplier' }).success).toBe(false);
  });
});
