import { type DeliverySiteRequest, deliverySiteRequestSchema } from '@gas/shared';
import { z } from 'zod';

// The site form's fields are text; the request's GPS coordinates are numbers or null. A blank
// coordinate is none, a decimal is that number, anything else reaches the contract as typed and
// is refused there with its message ("Latitude must be a number").

const decimal = /^-?\d+(\.\d+)?$/;

function coordinate(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return null;
  return decimal.test(text) ? Number(text) : text;
}

/** POST delivery-sites and PATCH delivery-sites/{id} from the form's text fields. */
export const deliverySiteFormSchema = z.preprocess((values) => {
  if (typeof values !== 'object' || values === null) return values;
  const fields = values as Record<string, unknown>;
  return { ...fields, latitude: coordinate(fields.latitude), longitude: coordinate(fields.longitude) };
}, deliverySiteRequestSchema) satisfies z.ZodType<DeliverySiteRequest>;
