import { deliverRequestSchema, loadRequestSchema, logisticsFieldLabels, messages } from '@gas/shared';
import { z } from 'zod';

// The logistics forms as typed (text fields); the contract's rules decide what is sent.

/** A whole number typed as text, checked by the contract's number schema. */
function typedNumber<T>(label: string, schema: z.ZodType<T>) {
  return z
    .string()
    .trim()
    .min(1, messages.required(label))
    .transform((text, context) => {
      const parsed = schema.safeParse(text);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    });
}

export const loadingFormSchema = z.object({
  quantityLoaded: typedNumber(logisticsFieldLabels.quantityLoaded, loadRequestSchema.shape.quantityLoaded),
  code: z.string().transform((value) => value.replace(/\s/g, '') || undefined),
});

export const deliveryFormSchema = z.object({
  code: deliverRequestSchema.shape.code,
  quantityDelivered: typedNumber(
    logisticsFieldLabels.quantityDelivered,
    deliverRequestSchema.shape.quantityDelivered,
  ),
});

/** The Schedule form; `chooseSlot` is said when no slot is chosen ("Please choose a slot"). */
export const scheduleFormSchema = (chooseSlot: string) =>
  z.object({
    slotId: z.string().min(1, chooseSlot),
    truckId: z.string().transform((value) => value || undefined),
    driverId: z.string().transform((value) => value || undefined),
  });
