import { z } from 'zod';
import { messages } from '../messages.ts';
import { emailPattern } from './identity.ts';

// Account protections of issue 21: the signed-in user's sessions ("your sessions") and the change
// of the login's email address, confirmed on both the old and the new address.

// ---- Your sessions

/**
 * GET auth/sessions: one of the signed-in user's open sessions. `device` is read from the
 * browser's User-Agent at sign-in ("Chrome 131 on Windows 10"); `lastUsedUtc` is when the session
 * was last seen, to within a minute (the server writes it at most every 30 seconds).
 */
export const sessionSummarySchema = z.object({
  id: z.string(),
  device: z.string(),
  ipAddress: z.string().nullable(),
  signedInUtc: z.string(),
  lastUsedUtc: z.string(),
  /** The session this request was made with. */
  isCurrent: z.boolean(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

/** POST auth/sessions/revoke-others: how many sessions ended. */
export const revokedSessionsSchema = z.object({ revoked: z.number().int() });
export type RevokedSessions = z.infer<typeof revokedSessionsSchema>;

// ---- Change of email address

/** How long the two emailed links of an email change work; each works once. */
export const emailChangeHours = 24;

export const emailChangeLabels = {
  newEmail: 'New Email Address',
  currentPassword: 'Current Password',
} as const;

/**
 * POST auth/email-change: the current password and the new address (the sign-up's email rules).
 * The answer is the same whether or not the new address already has an account.
 */
export const emailChangeRequestSchema = z.object({
  newEmail: z
    .string({ error: messages.required(emailChangeLabels.newEmail) })
    .trim()
    .min(1, messages.required(emailChangeLabels.newEmail))
    .max(254, messages.maxLength(emailChangeLabels.newEmail, 254))
    .refine((value) => value.length === 0 || emailPattern.test(value), {
      message: messages.pattern(emailChangeLabels.newEmail),
    }),
  currentPassword: z.string().min(1, messages.required(emailChangeLabels.currentPassword)).max(200),
});
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;

/** GET auth/email-change: the signed-in user's open change, or null. */
export const pendingEmailChangeSchema = z
  .object({
    newEmail: z.string(),
    expiresUtc: z.string(),
    confirmedByOld: z.boolean(),
    confirmedByNew: z.boolean(),
  })
  .nullable();
export type PendingEmailChange = z.infer<typeof pendingEmailChangeSchema>;

/** POST auth/email-change/confirm and auth/email-change/cancel: the emailed link's token. */
export const emailChangeLinkSchema = z.object({
  token: z.string().min(1, 'The link is incomplete').max(200),
});
export type EmailChangeLink = z.infer<typeof emailChangeLinkSchema>;

/**
 * What following a link did: `waiting` (this address confirmed, the other has not yet),
 * `changed` (both confirmed: the login's address is now `newEmail`), or `cancelled`.
 */
export const emailChangeOutcomes = ['waiting', 'changed', 'cancelled'] as const;
export const emailChangeOutcomeSchema = z.object({
  outcome: z.enum(emailChangeOutcomes),
  newEmail: z.string(),
});
export type EmailChangeOutcome = z.infer<typeof emailChangeOutcomeSchema>;
