import { describe, expect, it } from 'vitest';
import {
  isRecoveryCode,
  isSecondFactorDue,
  isSecondFactorRequired,
  isTotpCode,
  normaliseRecoveryCode,
  secondFactorLoginSchema,
} from './two-factor.ts';

describe('two-factor codes', () => {
  it('takes 6 digits as a TOTP code, spaces ignored, nothing else', () => {
    expect(isTotpCode('123456')).toBe(true);
    expect(isTotpCode('123 456')).toBe(true);
    for (const code of ['12345', '1234567', '12345a', '', '１２３４５６'])
      expect(isTotpCode(code), code).toBe(false);
  });

  it('takes recovery codes in any case, with or without the hyphen and spaces', () => {
    expect(normaliseRecoveryCode('ABCDE-FGH12')).toBe('abcdefgh12');
    expect(isRecoveryCode('abcde-fgh12')).toBe(true);
    expect(isRecoveryCode('ABCDE FGH12')).toBe(true);
    // i, l, o and u are not in the alphabet (read as 1, 1, 0 and v); 9 or 11 characters are wrong.
    for (const code of ['abcde-fghi2', 'abcde-fgh1', 'abcde-fgh123', 'abcdo-fgh12'])
      expect(isRecoveryCode(code), code).toBe(false);
  });

  it('says on the code field what it takes', () => {
    const result = secondFactorLoginSchema.safeParse({ challenge: 'c', code: '12' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['code', 'Enter the 6-digit code from your authenticator app, or a recovery code'],
    ]);
    expect(secondFactorLoginSchema.safeParse({ challenge: 'c', code: '' }).error?.issues[0]?.message).toBe(
      'Code is required',
    );
  });

  it('requires it of operators only, and tells a challenge from a signed-in user', () => {
    expect(isSecondFactorRequired('admin')).toBe(true);
    expect(isSecondFactorRequired('customer')).toBe(false);
    expect(isSecondFactorRequired('client')).toBe(false);
    expect(
      isSecondFactorDue({
        secondFactor: 'code',
        challenge: 'x',
        expiresUtc: '2026-11-25T10:00:00Z',
        enrolment: null,
      }),
    ).toBe(true);
    expect(isSecondFactorDue({ id: 'u', email: 'a@b.ng', role: 'admin', name: 'a', status: 'Active' })).toBe(
      false,
    );
  });
});
