import { z } from 'zod';
import { messages } from '../messages.ts';
import { partyKinds, partyStatuses } from './identity.ts';
import { maxReceiptBytes, receiptContentTypes, receiptExtensions } from './wallet.ts';

// Business verification before onboarding (issue 18, point 4): what a Pending party gives about
// its business (CAC RC number, TIN; a supplier also its NMDPRA licence with its expiry and the
// certificates), what an operator reads before approving, and the rules both sides agree on.

// ---- Formats

/**
 * A CAC registration number: digits (1 to 8), optionally after the register's prefix — RC
 * (companies), BN (business names) or IT (incorporated trustees) — with or without a space or
 * hyphen. Written back as the prefix and the digits ("RC 1234567"), or the digits alone.
 */
const rcPattern = /^(?:(RC|BN|IT)[\s-]?)?(\d{1,8})$/;

/** The RC number written the one way the platform keeps it, or null when it is not one. */
export function normaliseRcNumber(value: string): string | null {
  const match = rcPattern.exec(value.trim().toUpperCase());
  if (!match) return null;
  return match[1] ? `${match[1]} ${match[2]}` : match[2]!;
}

/**
 * A Nigerian Tax Identification Number: the FIRS TIN of 8 digits, a hyphen and 4 digits
 * ("12345678-0001"), or the 10-digit JTB TIN ("1234567890"). Spaces are ignored.
 */
const firsTin = /^\d{8}-\d{4}$/;
const jtbTin = /^\d{10}$/;

/** The TIN written the one way the platform keeps it, or null when it is not one. */
export function normaliseTin(value: string): string | null {
  const compact = value.replace(/\s+/g, '');
  return firsTin.test(compact) || jtbTin.test(compact) ? compact : null;
}

/** An NMDPRA licence number: 3 to 40 letters, digits, spaces, slashes, dots and hyphens. */
const licencePattern = /^[A-Za-z0-9][A-Za-z0-9 /.-]{2,39}$/;

/** The calendar date (YYYY-MM-DD) at this instant in Lagos, where licences expire. */
export function lagosDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Lagos',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** Whole days from `today` to `date` (both YYYY-MM-DD): 0 on the day, negative after it. */
export function daysUntil(date: string, today: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** A licence that expired on `expiry` is valid through that day, expired from the next. */
export function isLicenceExpired(expiry: string, today: string): boolean {
  return daysUntil(expiry, today) < 0;
}

/** The days before expiry at which the supplier is emailed, once each per expiry date. */
export const licenceReminderDays = [30, 7] as const;
export type LicenceReminderDays = (typeof licenceReminderDays)[number];

/** Within this many days of its expiry (or past it) the supplier's dashboard warns. */
export const licenceWarningDays = 30;

// ---- Documents

export const businessDocumentKinds = ['cac_certificate', 'nmdpra_licence'] as const;
export type BusinessDocumentKind = (typeof businessDocumentKinds)[number];

export const businessDocumentLabels: Record<BusinessDocumentKind, string> = {
  cac_certificate: 'CAC certificate',
  nmdpra_licence: 'NMDPRA licence',
};

/** Same rules as deposit receipts (contracts/wallet.ts): PDF, PNG, JPEG or WebP, at most 10 MB. */
export const maxDocumentBytes = maxReceiptBytes;
export const documentAccept = [
  ...receiptExtensions.map((extension) => `.${extension}`),
  ...receiptContentTypes,
].join(',');

export const documentMessages = {
  required: messages.required('Document'),
  kind: 'Choose which document this is: CAC certificate or NMDPRA licence',
  tooLarge: `The document cannot be more than ${maxDocumentBytes / (1024 * 1024)} MB`,
  empty: 'The document file is empty',
  wrongType: 'The document must be a PDF, PNG, JPEG or WebP file',
  activePdf:
    'The document PDF contains scripts, actions or attached files. Please upload a plain PDF or an image.',
  uncheckablePdf:
    'The document PDF could not be checked: it is encrypted, damaged, or too large or complex to read. Please upload a plain PDF or an image.',
  busy: 'Documents are being checked for other uploads. Please try again in a minute.',
  imageTooLarge:
    'The document image is too large: at most 20,000 pixels a side and 50 megapixels. Please upload a smaller image or a PDF.',
  notForOfftaker: 'Only suppliers upload an NMDPRA licence',
  onlyLicenceWhenActive:
    'Your business is verified: only a renewed NMDPRA licence can be uploaded now. For other changes, contact the operators.',
} as const;

/** Why this file cannot be sent as a document, or null when it may be sent (by its description only). */
export function documentFileProblem(
  file: { name: string; type: string; size: number } | null,
): string | null {
  if (!file) return documentMessages.required;
  if (file.size > maxDocumentBytes) return documentMessages.tooLarge;
  if (file.size === 0) return documentMessages.empty;
  const name = file.name.toLowerCase();
  const knownType = (receiptContentTypes as readonly string[]).includes(file.type);
  const knownName = receiptExtensions.some((extension) => name.endsWith(`.${extension}`));
  return knownType || knownName ? null : documentMessages.wrongType;
}

export const businessDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(businessDocumentKinds),
  contentType: z.string(),
  size: z.number().int(),
  uploadedUtc: z.string(),
});
export type BusinessDocument = z.infer<typeof businessDocumentSchema>;

// ---- Profile

export const businessProfileFieldLabels = {
  rcNumber: 'CAC RC number',
  tin: 'TIN',
  licenceNumber: 'NMDPRA licence number',
  licenceExpiry: 'Licence expiry date',
} as const;

export const businessProfileMessages = {
  rcNumber: 'Please enter a valid CAC RC number: digits, optionally after RC, BN or IT (e.g. RC 1234567)',
  tin: 'Please enter a valid TIN: 8 digits, a hyphen and 4 digits (12345678-0001), or the 10-digit JTB TIN',
  licenceNumber: 'Please enter a valid NMDPRA licence number: letters, digits, spaces, / . and -',
  licenceExpiry: 'Please enter the licence expiry date',
  licenceExpired: 'The licence expiry date has passed: give the renewed licence and its new expiry date',
  verifiedFields:
    'Your business is verified: the RC number and TIN can no longer be changed here. For other changes, contact the operators.',
  offtakerLicence: 'Only suppliers give an NMDPRA licence',
} as const;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
/** A required field left blank (spaces, null) is missing: "… is required" on it. */
const blankAsMissing = (value: unknown) => {
  const text = trimmed(value);
  return text === '' || text === null ? undefined : text;
};
/**
 * An optional field: empty (what the form sends for "none") is not given; spaces alone and null
 * are answers, refused on their field.
 */
const emptyAsMissing = (value: unknown) => (value === '' ? undefined : trimmed(value));

/**
 * PUT business-profile: the party's own answers. RC number and TIN are written back normalised;
 * the licence fields are for suppliers (the server asks for them from a supplier).
 */
export const businessProfileRequestSchema = z.object({
  rcNumber: z.preprocess(
    blankAsMissing,
    z
      .string({ error: messages.required(businessProfileFieldLabels.rcNumber) })
      .transform((value, context) => {
        const normal = normaliseRcNumber(value);
        if (normal === null) {
          context.addIssue({ code: 'custom', message: businessProfileMessages.rcNumber });
          return z.NEVER;
        }
        return normal;
      }),
  ),
  tin: z.preprocess(
    blankAsMissing,
    z.string({ error: messages.required(businessProfileFieldLabels.tin) }).transform((value, context) => {
      const normal = normaliseTin(value);
      if (normal === null) {
        context.addIssue({ code: 'custom', message: businessProfileMessages.tin });
        return z.NEVER;
      }
      return normal;
    }),
  ),
  licenceNumber: z.preprocess(
    emptyAsMissing,
    z.string().regex(licencePattern, businessProfileMessages.licenceNumber).optional(),
  ),
  licenceExpiry: z.preprocess(
    emptyAsMissing,
    z.iso.date({ error: businessProfileMessages.licenceExpiry }).optional(),
  ),
});
export type BusinessProfileRequest = z.input<typeof businessProfileRequestSchema>;
export type BusinessProfileInput = z.output<typeof businessProfileRequestSchema>;

export const licenceStates = ['valid', 'expiring', 'expired'] as const;
export type LicenceState = (typeof licenceStates)[number];

export const businessProfileSchema = z.object({
  partyId: z.string(),
  partyKind: z.enum(partyKinds),
  /** Pending: everything may change; Active: only the licence (a renewal). */
  partyStatus: z.enum(partyStatuses),
  /** Whether approval needs this profile: every supplier, and offtakers with a company. */
  required: z.boolean(),
  rcNumber: z.string().nullable(),
  tin: z.string().nullable(),
  licenceNumber: z.string().nullable(),
  licenceExpiry: z.string().nullable(),
  /** valid, expiring (within 30 days) or expired; null without a licence. */
  licenceState: z.enum(licenceStates).nullable(),
  /** The newest document of each kind. */
  documents: z.array(businessDocumentSchema),
  /** What approval still lacks, worded for people (empty when complete). */
  missing: z.array(z.string()),
  updatedUtc: z.string().nullable(),
});
export type BusinessProfile = z.infer<typeof businessProfileSchema>;

/** What a profile holds, for the completeness rule. */
export type BusinessProfileFacts = {
  partyKind: (typeof partyKinds)[number];
  hasCompany: boolean;
  rcNumber: string | null;
  tin: string | null;
  licenceNumber: string | null;
  licenceExpiry: string | null;
  documentKinds: readonly BusinessDocumentKind[];
};

/** Whether approval needs a business profile: every supplier, and an offtaker with a company. */
export function profileRequired(facts: Pick<BusinessProfileFacts, 'partyKind' | 'hasCompany'>): boolean {
  return facts.partyKind === 'supplier' || facts.hasCompany;
}

/**
 * What approval still lacks (empty when it may be approved): a supplier needs RC number, TIN,
 * licence number, an expiry date not passed, and both certificates; an offtaker company needs RC
 * number and TIN; an individual offtaker nothing.
 */
export function businessProfileGaps(facts: BusinessProfileFacts, today: string): string[] {
  if (!profileRequired(facts)) return [];
  const gaps: string[] = [];
  if (!facts.rcNumber) gaps.push(businessProfileFieldLabels.rcNumber);
  if (!facts.tin) gaps.push(businessProfileFieldLabels.tin);
  if (facts.partyKind !== 'supplier') return gaps;
  if (!facts.licenceNumber) gaps.push(businessProfileFieldLabels.licenceNumber);
  if (!facts.licenceExpiry) gaps.push(businessProfileFieldLabels.licenceExpiry);
  else if (isLicenceExpired(facts.licenceExpiry, today))
    gaps.push(`a current NMDPRA licence (it expired on ${facts.licenceExpiry})`);
  for (const kind of businessDocumentKinds) {
    if (!facts.documentKinds.includes(kind)) gaps.push(businessDocumentLabels[kind]);
  }
  return gaps;
}

/** valid, expiring (within 30 days) or expired; null without an expiry date. */
export function licenceStateOf(expiry: string | null, today: string): LicenceState | null {
  if (!expiry) return null;
  const days = daysUntil(expiry, today);
  if (days < 0) return 'expired';
  return days <= licenceWarningDays ? 'expiring' : 'valid';
}
