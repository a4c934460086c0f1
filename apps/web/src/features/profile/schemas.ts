import { type ChangePasswordRequest, messages, passwordFieldLabels } from '@gas/shared';
import { z } from 'zod';

// The Change Password form's own rules, worded as the spec's section 5. They are stricter than
// the request's contract (changePasswordRequestSchema in contracts/identity.ts), which the server
// applies with its password policy: the form refuses a blank-looking password before anything is
// sent, and speaks of a mismatch only once both passwords were typed. The contact forms use the
// contract's contactRequestSchema as it is.

const requiredSecret = (label: string) =>
  z.string().refine((value) => value.trim() !== '', messages.required(label));

/** POST auth/password. Passwords are sent exactly as typed. */
export const changePasswordSchema = z
  .object({
    currentPassword: requiredSecret(passwordFieldLabels.currentPassword),
    newPassword: requiredSecret(passwordFieldLabels.newPassword),
    confirm: requiredSecret(passwordFieldLabels.confirm),
  })
  .refine((values) => values.newPassword === values.confirm, {
    message: messages.confirmMismatch,
    path: ['confirm'],
    when: (payload) => {
      const value = payload.value as { newPassword?: unknown; confirm?: unknown };
      return (
        typeof value.newPassword === 'string' &&
        typeof value.confirm === 'string' &&
        value.newPassword.trim() !== '' &&
        value.confirm.trim() !== ''
      );
    },
  }) satisfies z.ZodType<ChangePasswordRequest>;
