import { deliverRequestSchema, logisticsFieldLabels, messages } from '@gas/shared';
import { z } from 'zod';

// The Record delivery form as typed: the code as the buyer reads it out, the quantity in whole
// litres; the contract's rules (contracts/logistics.ts) decide what is sent.

const quantity = deliverRequestSchema.shape.quantityDelivered;

export const deliveryFormSchema = z.object({
  code: deliverRequestSchema.shape.code,
  quantityDelivered: z
    .string()
    .trim()
    .min(1, messages.required(logisticsFieldLabels.quantityDelivered))
    .transform((text, context) => {
      const parsed = quantity.safeParse(text);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    }),
});
