import { z } from 'zod';

// Whole numbers as requests carry them. z.coerce.number() took anything Number() takes: `true`
// (1), "0x2", "2e0", " 2 ", "" (0). A number here is a JSON number, or plain decimal digits (a
// query string, a path segment, a form field sent as text); anything else reaches the number
// schema as it came and is refused there with that schema's own messages.

const plainDigits = /^\d+$/;

/** `schema` (a z.number() with its limits and messages) taking plain decimal digits as well. */
export function wholeNumberFrom<Schema extends z.ZodNumber>(schema: Schema) {
  return z.preprocess(
    (value) => (typeof value === 'string' && plainDigits.test(value) ? Number(value) : value),
    schema,
  );
}
