import { z } from 'zod';

/** One error the client can show: `htmlId` names the form field (empty when it belongs to no field). */
export const fieldErrorSchema = z.object({ htmlId: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** The spec's response envelope (section 3 and 7): every API answer has this shape. */
export type Envelope<T> = { success: boolean; data: T | null; errors: FieldError[] };

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.boolean(), data, errors: z.array(fieldErrorSchema) });
}
