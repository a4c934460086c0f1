import { messages } from '@gas/shared';
import { z } from 'zod';

// The New Product form (spec section 5): name and unit required; Liters is the only unit.
// The server checks the same rules with the same messages.

export const productUnits = ['Liters'] as const;

export const productFieldLabels = { name: 'Name', unit: 'Unit' } as const;

export const newProductSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, messages.required(productFieldLabels.name))
    .max(100, messages.maxLength(productFieldLabels.name, 100)),
  unit: z.enum(productUnits, { error: messages.required(productFieldLabels.unit) }),
});
export type NewProduct = z.infer<typeof newProductSchema>;
