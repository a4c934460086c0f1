import { emailPattern, messages } from '@gas/shared';
import { z } from 'zod';
import { contactFieldLabels } from '../../lib/contacts.ts';

// The profile forms' rules, worded as the spec's section 5. The server applies the same ones
// (its contact input schema and auth/password); a blank contact field is simply left empty.

const text = (label: string, max: number) => z.string().trim().max(max, messages.maxLength(label, max));
const email = (label: string) =>
  text(label, 254).refine((value) => value === '' || emailPattern.test(value), messages.pattern(label));

export const contactFormSchema = z
  .object({
    firstName: text(contactFieldLabels.firstName, 120),
    lastName: text(contactFieldLabels.lastName, 120),
    email: email(contactFieldLabels.email),
    email2: email(contactFieldLabels.email2),
    mobile: text(contactFieldLabels.mobile, 30),
    mobile2: text(contactFieldLabels.mobile2, 30),
    mobile3: text(contactFieldLabels.mobile3, 30),
    address: text(contactFieldLabels.address, 250),
    address2: text(contactFieldLabels.address2, 250),
  })
  .refine((values) => Object.values(values).some((value) => value !== ''), {
    message: 'Enter at least one detail for this contact',
    path: ['firstName'],
  });
export type ContactFormValues = z.infer<typeof contactFormSchema>;

export const passwordFieldLabels = {
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirm: 'Confirm Password',
} as const;

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
  });
export type ChangePassword = z.infer<typeof changePasswordSchema>;
