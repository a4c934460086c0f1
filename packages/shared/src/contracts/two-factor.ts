import { z } from 'zod';
import { messages } from '../messages.ts';
import { signedInUserSchema } from './identity.ts';

// Two-factor sign-in (issue 21, account protections): a TOTP authenticator (RFC 6238: 6 digits,
// 30 seconds, SHA-1, as every authenticator app reads an otpauth:// URI) with ten single-use
// recovery codes. Required for operators (role admin), offered to everyone. The log-in call stays
// as it is for a login without one; when one is due it answers `SecondFactorDue` instead of the
// user and sets no cookie, and POST auth/login/second-factor (or .../enrolment) completes it.

export const twoFactorFieldLabels = {
  code: 'Code',
  password: 'Password',
} as const;

/** Digits of a TOTP code. */
export const totpDigits = 6;
/** Recovery codes made at once (each works once); making new ones ends the old ones. */
export const recoveryCodeCount = 10;
/** How long a log-in's second step may take; the challenge works once. */
export const loginChallengeMinutes = 5;
/** Wrong codes after which a challenge dies and the account's second step is locked for a while. */
export const secondFactorFreeFailures = 5;

/** Operators (role admin) must sign in with a second factor; everyone else may. */
export function isSecondFactorRequired(role: string): boolean {
  return role === 'admin';
}

/** The issuer authenticator apps show next to the account. */
export const totpIssuer = 'Gas Exchange';

export const twoFactorMessages = {
  codeShape: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  challengeGone: 'Your sign-in has expired. Please log in again.',
  lockedOut: (minutes: number) =>
    `Too many wrong codes for this account. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  wrongPassword: 'Incorrect password',
  operatorsKeepIt: 'Operators must keep two-factor sign-in on.',
  alreadyOn: 'Two-factor sign-in is already on.',
  notOn: 'Two-factor sign-in is not on.',
  noSetup: 'Start the set-up again: scan the new QR code first.',
} as const;

/** A TOTP code (6 digits) or a recovery code (`xxxxx-xxxxx`, any case, spaces and hyphens ignored). */
export const recoveryCodeAlphabet = '0123456789abcdefghjkmnpqrstvwxyz';
const recoveryCodePattern = new RegExp(`^[${recoveryCodeAlphabet}]{10}$`);

/** A recovery code as stored and compared: lower case, without spaces or hyphens. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

export function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s/g, ''));
}

export function isRecoveryCode(code: string): boolean {
  return recoveryCodePattern.test(normaliseRecoveryCode(code));
}

const codeSchema = z
  .string({ error: messages.required(twoFactorFieldLabels.code) })
  .max(40, twoFactorMessages.codeShape)
  .refine((value) => value.trim().length > 0, { message: messages.required(twoFactorFieldLabels.code) })
  .refine((value) => value.trim().length === 0 || isTotpCode(value) || isRecoveryCode(value), {
    message: twoFactorMessages.codeShape,
  });

const totpCodeSchema = z
  .string({ error: messages.required(twoFactorFieldLabels.code) })
  .max(40, twoFactorMessages.codeShape)
  .refine((value) => value.trim().length > 0, { message: messages.required(twoFactorFieldLabels.code) })
  .refine((value) => value.trim().length === 0 || isTotpCode(value), {
    message: 'Enter the 6-digit code from your authenticator app',
  });

const passwordSchema = z
  .string({ error: messages.required(twoFactorFieldLabels.password) })
  .max(200, messages.maxLength(twoFactorFieldLabels.password, 200))
  .refine((value) => value.trim().length > 0, { message: messages.required(twoFactorFieldLabels.password) });

const challengeSchema = z.string().min(1).max(100);

/** A new authenticator's secret: base32 to type in, and the otpauth:// URI its QR code carries. */
export const totpEnrolmentSchema = z.object({ secret: z.string(), otpauthUri: z.string() });
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/**
 * POST auth/login when the password was right and a second step is due (200, no cookies):
 * `code` asks for a code of the login's authenticator (POST auth/login/second-factor);
 * `enrolment` (an operator without one) carries a provisional secret to enrol first
 * (POST auth/login/enrolment).
 */
export const secondFactorDueSchema = z.object({
  secondFactor: z.enum(['code', 'enrolment']),
  challenge: z.string(),
  expiresUtc: z.string(),
  enrolment: totpEnrolmentSchema.nullable(),
});
export type SecondFactorDue = z.infer<typeof secondFactorDueSchema>;

/** POST auth/login: the signed-in user (as the spec has it), or a second step due. */
export const loginAnswerSchema = z.union([signedInUserSchema, secondFactorDueSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export function isSecondFactorDue(answer: LoginAnswer): answer is SecondFactorDue {
  return 'challenge' in answer;
}

/** POST auth/login/second-factor: a TOTP code or a recovery code; answers the signed-in user. */
export const secondFactorLoginSchema = z.object({ challenge: challengeSchema, code: codeSchema });
export type SecondFactorLogin = z.infer<typeof secondFactorLoginSchema>;

/** POST auth/login/enrolment: the first code of the provisional secret; enrols and signs in. */
export const enrolmentLoginSchema = z.object({ challenge: challengeSchema, code: totpCodeSchema });
export type EnrolmentLogin = z.infer<typeof enrolmentLoginSchema>;

/** Fresh recovery codes, shown once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** The answer of an enrolment at log-in: the user (now signed in) and the recovery codes, once. */
export const enrolledLoginSchema = z.object({ user: signedInUserSchema, recoveryCodes: z.array(z.string()) });
export type EnrolledLogin = z.infer<typeof enrolledLoginSchema>;

/** GET auth/two-factor: the signed-in login's second factor. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Operators must have it (they cannot turn it off). */
  required: z.boolean(),
  enabledUtc: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST auth/two-factor/setup: the password again; answers a new provisional secret. */
export const twoFactorSetupRequestSchema = z.object({ password: passwordSchema });
export type TwoFactorSetupRequest = z.infer<typeof twoFactorSetupRequestSchema>;

/** POST auth/two-factor/enable: a code of the provisional secret; answers the recovery codes. */
export const twoFactorEnableRequestSchema = z.object({ code: totpCodeSchema });
export type TwoFactorEnableRequest = z.infer<typeof twoFactorEnableRequestSchema>;

/** POST auth/two-factor/recovery-codes: the password again; answers ten new codes. */
/**
 * POST auth/two-factor/recovery-codes: the password and a code (TOTP or recovery), as turning it
 * off: new codes are a way in, so someone holding a session and the password alone cannot make
 * their own.
 */
export const regenerateRecoveryCodesRequestSchema = z.object({ password: passwordSchema, code: codeSchema });
export type RegenerateRecoveryCodesRequest = z.infer<typeof regenerateRecoveryCodesRequestSchema>;

/** POST auth/two-factor/disable: the password and a code (TOTP or recovery). */
export const twoFactorDisableRequestSchema = z.object({ password: passwordSchema, code: codeSchema });
export type TwoFactorDisableRequest = z.infer<typeof twoFactorDisableRequestSchema>;
