import { z } from 'zod';
import { messages } from '../messages.ts';
import { savedLanguageSchema } from './preferences.ts';

// The identity contract (spec sections 4 and 5): who has an account (roles, party kinds, the
// account's status), sign-up and email verification, log-in, the signed-in user and the password
// change. The server's routes and tables and the web's forms and types all derive from this file.
// Each field's label is the one the form shows, so a message reads "Email Address is required".

/**
 * admin: an operator; client: a supplier; customer: an offtaker (the spec's role names); driver:
 * a driver of the platform's trucks (issue 17), created by an operator, belonging to no party.
 */
export const roles = ['admin', 'client', 'customer', 'driver'] as const;
export type Role = (typeof roles)[number];

/** A supplier (a company, role client) or an offtaker (a person with an optional company, role customer). */
export const partyKinds = ['supplier', 'offtaker'] as const;
export type PartyKind = (typeof partyKinds)[number];

/** The role of a party's login. */
export const roleOfKind = { supplier: 'client', offtaker: 'customer' } as const satisfies Record<
  PartyKind,
  Role
>;

/**
 * A party's account: Unconfirmed at sign-up, Pending once its email is verified, then Active or
 * Rejected by an operator's decision; Suspended by an operator later. Operators have no party and
 * are always Active.
 */
export const partyStatuses = ['Unconfirmed', 'Pending', 'Active', 'Rejected', 'Suspended'] as const;
export type PartyStatus = (typeof partyStatuses)[number];

/**
 * Why an Unconfirmed account may not log in (403). A state of the account, not a field error: the
 * server sends it for the whole form (htmlId ''), and the log-in page knows it by this text to
 * offer a new verification link.
 */
export const emailNotVerifiedMessage =
  'Your email address is not verified yet. Follow the link we emailed you, or ask for a new one.';
/** The same refusal as the server says it in Hausa (Accept-Language: ha, issue 23). */
export const emailNotVerifiedMessageHa =
  'Ba a tabbatar da adireshin imel ɗinka ba tukuna. Bi mahaɗin da muka aiko maka ta imel, ko nemi sabo.';

/** Letters, digits, underscore, hyphen or dot, then @, then a domain with a 2-4 letter ending. */
export const emailPattern = /^[A-Za-z0-9_.-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;

const isBlank = (value: string) => value.trim().length === 0;

/** A required text field, trimmed. */
function requiredText(label: string) {
  return z
    .string({ error: messages.required(label) })
    .trim()
    .refine((value) => !isBlank(value), { message: messages.required(label) });
}

/** A required secret: checked for blankness after trim, but sent exactly as typed. */
function requiredSecret(label: string) {
  return z
    .string({ error: messages.required(label) })
    .refine((value) => !isBlank(value), { message: messages.required(label) });
}

function requiredEmail(label: string) {
  // A blank address already has its "required" message; the pattern speaks only about typed text.
  return requiredText(label).refine((value) => isBlank(value) || emailPattern.test(value), {
    message: messages.pattern(label),
  });
}

/** Labels as the sign-up and log-in forms show them; the keys are the spec's field ids. */
export const authFieldLabels = {
  name: 'Company Name',
  firstname: 'First Name',
  lastname: 'Last Name',
  mobile: 'Mobile Number',
  email: 'Email Address',
  password: 'Password',
  confirm: 'Confirm Password',
} as const;

type WithPasswords = { password?: unknown; confirm?: unknown };

/** The mismatch message only makes sense once both passwords were typed. */
function passwordsMatch<T extends z.ZodType<WithPasswords>>(schema: T) {
  return schema.refine((values) => values.password === values.confirm, {
    message: messages.confirmMismatch,
    path: ['confirm'],
    when: (payload) => {
      const value = payload.value as WithPasswords;
      return (
        typeof value?.password === 'string' &&
        typeof value.confirm === 'string' &&
        !isBlank(value.password) &&
        !isBlank(value.confirm)
      );
    },
  });
}

// ---- Sign-up and email verification

/** Supplier (role client) sign-up: POST home/register/client. */
export const registerClientSchema = passwordsMatch(
  z.object({
    name: requiredText(authFieldLabels.name),
    mobile: requiredText(authFieldLabels.mobile),
    email: requiredEmail(authFieldLabels.email),
    password: requiredSecret(authFieldLabels.password),
    confirm: requiredSecret(authFieldLabels.confirm),
  }),
);
export type RegisterClient = z.infer<typeof registerClientSchema>;

/** Offtaker (role customer) sign-up: POST home/register/customer. The company name is optional. */
export const registerCustomerSchema = passwordsMatch(
  z.object({
    firstname: requiredText(authFieldLabels.firstname),
    lastname: requiredText(authFieldLabels.lastname),
    name: z.string().trim().optional(),
    mobile: requiredText(authFieldLabels.mobile),
    email: requiredEmail(authFieldLabels.email),
    password: requiredSecret(authFieldLabels.password),
    confirm: requiredSecret(authFieldLabels.confirm),
  }),
);
export type RegisterCustomer = z.infer<typeof registerCustomerSchema>;

/** What a sign-up answers (201): the new party, Unconfirmed until its email is verified. */
export const registeredSchema = z.object({ partyId: z.string() });
export type Registered = z.infer<typeof registeredSchema>;

/** How long an emailed verification link works. */
export const verificationLinkHours = 24;

/** POST auth/verify: the single-use token of the emailed link. */
export const verifyEmailRequestSchema = z.object({
  token: z.string().min(1, 'The link is incomplete').max(200),
});
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

/** What POST auth/verify answers: the address it confirmed. */
export const verifiedEmailSchema = z.object({ email: z.string() });
export type VerifiedEmail = z.infer<typeof verifiedEmailSchema>;

/** POST auth/verify/resend: answers the same whether or not the address has an account. */
export const resendVerificationRequestSchema = z.object({
  email: z.string().trim().min(1, messages.required(authFieldLabels.email)).max(254),
});
export type ResendVerificationRequest = z.infer<typeof resendVerificationRequestSchema>;

// ---- Log-in, the signed-in user, the password

/** POST auth/login. */
export const loginSchema = z.object({
  email: requiredEmail(authFieldLabels.email),
  password: requiredSecret(authFieldLabels.password),
});
export type Login = z.infer<typeof loginSchema>;

/** The signed-in user (POST auth/login, GET auth/me): an operator's status is always Active. */
export const signedInUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(roles),
  /** The offtaker's first and last name, else the company name, else (operators) the email. */
  name: z.string(),
  status: z.enum(partyStatuses),
  /** The language saved in the profile (issue 23), null until chosen; the app switches to it. */
  language: savedLanguageSchema.optional(),
});
export type SignedInUser = z.infer<typeof signedInUserSchema>;

/** GET auth/role. */
export const userRoleSchema = z.object({ role: z.enum(roles) });
export type UserRole = z.infer<typeof userRoleSchema>;

export const passwordFieldLabels = {
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirm: 'Confirm Password',
} as const;

/** The longest password the server hashes. */
export const maxPasswordLength = 200;

/**
 * POST auth/password, as the server checks it: the current password exactly as typed (a wrong
 * one is refused on its field), the new one within `maxPasswordLength` and confirmed. The
 * password policy (length, common passwords) is the server's.
 */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: z.string().min(1, messages.required(passwordFieldLabels.currentPassword)),
    newPassword: z
      .string()
      .min(1, messages.required(passwordFieldLabels.newPassword))
      .max(maxPasswordLength, messages.maxLength(passwordFieldLabels.newPassword, maxPasswordLength)),
    confirm: z.string().min(1, messages.required(passwordFieldLabels.confirm)),
  })
  .refine((input) => input.newPassword === input.confirm, {
    message: messages.confirmMismatch,
    path: ['confirm'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

// ---- Password reset by email (issue 21, account protections)

/** How long an emailed password-reset link works; it works once. */
export const passwordResetMinutes = 30;

/**
 * POST auth/password-reset: asks for a reset link. Answers the same whether or not the address
 * has an account (the link goes only to an address that has one).
 */
export const passwordResetRequestSchema = z.object({
  email: requiredEmail(authFieldLabels.email).max(254, messages.maxLength(authFieldLabels.email, 254)),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

const newPasswordFields = {
  password: requiredSecret(authFieldLabels.password).max(
    maxPasswordLength,
    messages.maxLength(authFieldLabels.password, maxPasswordLength),
  ),
  confirm: requiredSecret(authFieldLabels.confirm),
};

/** The reset page's form: the new password, typed twice (the token comes from the link). */
export const newPasswordFormSchema = passwordsMatch(z.object(newPasswordFields));
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

/**
 * POST auth/password-reset/complete: the emailed link's token and the new password, typed twice.
 * The password policy (length, common passwords) is the server's, as at sign-up.
 */
export const completePasswordResetSchema = passwordsMatch(
  z.object({ token: z.string().min(1, 'The link is incomplete').max(200), ...newPasswordFields }),
);
export type CompletePasswordReset = z.infer<typeof completePasswordResetSchema>;

/** What a completed reset answers: the account's address, to log in with. */
export const passwordResetDoneSchema = z.object({ email: z.string() });
export type PasswordResetDone = z.infer<typeof passwordResetDoneSchema>;
