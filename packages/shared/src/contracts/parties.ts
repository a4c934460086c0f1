import { z } from 'zod';
import { messages } from '../messages.ts';
import { emailPattern, partyStatuses } from './identity.ts';

// The parties contract (spec sections 4 and 5, "Onboarding" and "Profile"): suppliers and
// offtakers as operators list and decide them, their contacts, and a party's own profile. The
// server's routes and the web's types, the contact form and the filters derive from this file.
// Roles, party kinds and statuses: contracts/identity.ts.

/** A supplier or an offtaker (GET clients, GET customers, their details and the onboarding decisions). */
export const partySchema = z.object({
  id: z.string(),
  /** The supplier's company name, or the offtaker's first and last name. */
  name: z.string(),
  status: z.enum(partyStatuses),
  createdUtc: z.string(),
  /** The login's email address. */
  email: z.string().nullable(),
  company: z.object({ name: z.string() }).nullable(),
  /** An offtaker's names; null for a supplier. */
  individual: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
});
export type Party = z.infer<typeof partySchema>;

/** A supplier or an offtaker as the admin's filters list them (from GET clients or GET customers). */
export const partyOptionSchema = partySchema.pick({ id: true, name: true });
export type PartyOption = z.infer<typeof partyOptionSchema>;

/** A row of GET onboarding: clientId present means a supplier, customerId an offtaker. */
export const onboardingItemSchema = z.object({
  name: z.string(),
  clientId: z.string().optional(),
  customerId: z.string().optional(),
  createdUtc: z.string(),
});
export type OnboardingItem = z.infer<typeof onboardingItemSchema>;

/** An operator's decision on a Pending registration: Approve makes it Active, Reject Rejected. */
export const onboardingDecisions = ['Approve', 'Reject'] as const;
export type OnboardingDecision = (typeof onboardingDecisions)[number];

/**
 * An operator's change of an approved party's standing (PATCH clients/{id}/Suspended, .../Reinstated
 * and the same under customers): Suspended takes an Active party out of trading (sessions end, its
 * pending purchases and the pending sales of its stock are cancelled), Reinstated makes a
 * Suspended party Active again. The answer is the Party.
 */
export const partyStandingChanges = ['Suspended', 'Reinstated'] as const;
export type PartyStandingChange = (typeof partyStandingChanges)[number];

/** The longest reason an operator may give for a suspension or a reinstatement. */
export const maxStandingReasonLength = 500;

/** The body of a suspension or a reinstatement: the reason, recorded in the audit trail and emailed. */
export const partyStandingRequestSchema = z.object({
  reason: z
    .string({ error: messages.required('Reason') })
    .trim()
    .min(1, messages.required('Reason'))
    .max(maxStandingReasonLength, messages.maxLength('Reason', maxStandingReasonLength)),
});
export type PartyStandingRequest = z.infer<typeof partyStandingRequestSchema>;

/** A contact of a party (its first one is the sign-up's, marked primary). */
export const contactSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  email2: z.string().nullable(),
  mobile: z.string().nullable(),
  mobile2: z.string().nullable(),
  mobile3: z.string().nullable(),
  address: z.string().nullable(),
  address2: z.string().nullable(),
  isPrimary: z.boolean(),
});
export type Contact = z.infer<typeof contactSchema>;

/** GET profile: the signed-in supplier's or offtaker's own party and contacts. */
export const profileSchema = z.object({ party: partySchema, contacts: z.array(contactSchema) });
export type Profile = z.infer<typeof profileSchema>;

/** A contact's fields in reading order, with the labels the forms and cards show. */
export const contactFieldLabels = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email Address',
  email2: 'Second Email',
  mobile: 'Mobile Number',
  mobile2: 'Second Mobile',
  mobile3: 'Third Mobile',
  address: 'Address',
  address2: 'Address Line 2',
} as const;

const text = (label: string, max = 120) =>
  z.string().trim().max(max, messages.maxLength(label, max)).optional();
const optionalEmail = (label: string) =>
  text(label, 254).refine((value) => !value || emailPattern.test(value), messages.pattern(label));

/**
 * POST profile/contacts and PUT profile/contacts/{id}: every field optional (a blank one is left
 * empty), but a contact with no detail at all (or a body of unknown fields) is refused.
 */
export const contactRequestSchema = z
  .object({
    firstName: text(contactFieldLabels.firstName),
    lastName: text(contactFieldLabels.lastName),
    email: optionalEmail(contactFieldLabels.email),
    email2: optionalEmail(contactFieldLabels.email2),
    mobile: text(contactFieldLabels.mobile, 30),
    mobile2: text(contactFieldLabels.mobile2, 30),
    mobile3: text(contactFieldLabels.mobile3, 30),
    address: text(contactFieldLabels.address, 250),
    address2: text(contactFieldLabels.address2, 250),
  })
  .refine((values) => Object.values(values).some((value) => value !== undefined && value !== ''), {
    message: 'Enter at least one detail for this contact',
    path: ['firstName'],
  });
export type ContactRequest = z.infer<typeof contactRequestSchema>;
