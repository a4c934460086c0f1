import {
  type LogisticsFeeRequest,
  logisticsFeeRequestSchema,
  maxLogisticsFeePerUnit,
  messages,
  parseAmountToMinor,
} from '@gas/shared';
import { z } from 'zod';

// The fee form's amount is typed in naira or dollars ("2.50") and sent as minor units (250); 0 is
// a free delivery. The route's fields and the limits are the contract's (contracts/delivery-sites.ts).

export const logisticsFeeFieldLabels = {
  hubId: 'Hub',
  state: 'Destination state',
  currency: 'Currency',
  feePerUnit: 'Fee per unit',
} as const;
const labels = logisticsFeeFieldLabels;

const feeField = z.string().transform((text, context) => {
  const fail = (message: string) => {
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (text.trim() === '') return fail(messages.required(labels.feePerUnit));
  const minor = parseAmountToMinor(text);
  if (minor === null) return fail(messages.pattern(labels.feePerUnit));
  if (minor > maxLogisticsFeePerUnit)
    return fail(messages.max(labels.feePerUnit, maxLogisticsFeePerUnit / 100));
  return minor;
});

/** POST logistics-fees and PATCH logistics-fees/{id} from the form's text fields. */
export const logisticsFeeFormSchema = z.object({
  hubId: logisticsFeeRequestSchema.shape.hubId,
  state: logisticsFeeRequestSchema.shape.state,
  currency: logisticsFeeRequestSchema.shape.currency,
  feePerUnit: feeField,
}) satisfies z.ZodType<LogisticsFeeRequest, Record<keyof LogisticsFeeRequest, string>>;
