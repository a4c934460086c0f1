import { type FieldError, fieldErrorSchema } from '@gas/shared';
import { z } from 'zod';

/** Wraps a successful result in the spec's envelope. */
export function ok<T>(data: T): { success: true; data: T; errors: FieldError[] } {
  return { success: true, data, errors: [] };
}

/**
 * Answers 201 Created with `data` in the envelope. The route's reply type checks `data` against its
 * 201 response schema, as `reply.code(201).send(ok(data))` would.
 */
export function created<Data, Sent>(
  reply: { code(statusCode: 201): { send(payload: ReturnType<typeof ok<Data>>): Sent } },
  data: Data,
): Sent {
  return reply.code(201).send(ok(data));
}

export function failure(errors: FieldError[]): { success: false; data: null; errors: FieldError[] } {
  return { success: false, data: null, errors };
}

/** Response schema of a successful envelope around `data`; used for serialisation and OpenAPI. */
export function okSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, errors: z.array(fieldErrorSchema) });
}

export const failureSchema = z.object({
  success: z.literal(false),
  data: z.null(),
  errors: z.array(fieldErrorSchema),
});
