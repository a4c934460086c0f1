import { businessProfileRequestSchema, businessProfileFieldLabels as labels, messages } from '@gas/shared';
import { z } from 'zod';

/** The offtaker's form: the contract's rules as they are (RC number and TIN). */
export const offtakerProfileFormSchema = businessProfileRequestSchema;

const { licenceNumber, licenceExpiry } = businessProfileRequestSchema.shape;
/** A field the contract leaves optional that this form requires: blank is "... is required". */
const required = (label: string, rule: z.ZodType) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string({ error: messages.required(label) }).pipe(rule as unknown as z.ZodType<string, string>),
  );

/** The supplier's form: the same, and its NMDPRA licence number and expiry date are required. */
export const supplierProfileFormSchema = businessProfileRequestSchema.extend({
  licenceNumber: required(labels.licenceNumber, licenceNumber),
  licenceExpiry: required(labels.licenceExpiry, licenceExpiry),
});
