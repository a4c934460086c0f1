import { z } from 'zod';
import { messages } from './messages.ts';

// Sign-up and log-in rules of the spec's section 5, shared by the web forms and the server.
// Each field's label is the one the form shows, so a message reads "Email Address is required".

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

/** Labels as the forms show them; the keys are the spec's field ids. */
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

/** POST auth/login. */
export const loginSchema = z.object({
  email: requiredEmail(authFieldLabels.email),
  password: requiredSecret(authFieldLabels.password),
});
export type Login = z.infer<typeof loginSchema>;
