import { z } from 'zod';
import { messages } from '../messages.ts';
import { currencies } from '../money.ts';
import { currencyField } from './currency-field.ts';
import { wholeNumberFrom } from './numbers.ts';

// Where deliveries go and what they cost (issue 17): the Nigerian states, the offtaker's delivery
// sites and the operators' logistics fee table. A sale's fulfilment (fulfilment.ts) names its site.

// ---- Nigerian states (delivery sites, logistics fees)

/** The 36 states and the Federal Capital Territory. */
export const nigerianStates = [
  'Abia',
  'Adamawa',
  'Akwa Ibom',
  'Anambra',
  'Bauchi',
  'Bayelsa',
  'Benue',
  'Borno',
  'Cross River',
  'Delta',
  'Ebonyi',
  'Edo',
  'Ekiti',
  'Enugu',
  'Federal Capital Territory',
  'Gombe',
  'Imo',
  'Jigawa',
  'Kaduna',
  'Kano',
  'Katsina',
  'Kebbi',
  'Kogi',
  'Kwara',
  'Lagos',
  'Nasarawa',
  'Niger',
  'Ogun',
  'Ondo',
  'Osun',
  'Oyo',
  'Plateau',
  'Rivers',
  'Sokoto',
  'Taraba',
  'Yobe',
  'Zamfara',
] as const;
export type NigerianState = (typeof nigerianStates)[number];

// ---- Delivery sites (the offtaker's profile)

/** A site's text field, with the spec's messages (section 5): required, at most `max` characters. */
const text = (label: string, max: number) =>
  z
    .string({ error: messages.required(label) })
    .trim()
    .min(1, messages.required(label))
    .max(max, messages.maxLength(label, max));

const phonePattern = /^\+?[0-9][0-9 -]{6,18}[0-9]$/;

const coordinate = (label: string, limit: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(-limit, `${label} must be between -${limit} and ${limit}`)
    .max(limit, `${label} must be between -${limit} and ${limit}`)
    .nullable()
    .optional();

/** Adding or changing a delivery site (the offtaker's own). */
export const deliverySiteRequestSchema = z
  .object({
    name: text('Site name', 120),
    address: text('Address', 300),
    lga: text('LGA', 120),
    state: z.enum(nigerianStates, { error: 'State is required' }),
    latitude: coordinate('Latitude', 90),
    longitude: coordinate('Longitude', 180),
    contactName: text('Receiving contact', 120),
    contactPhone: text('Contact phone', 24).regex(
      phonePattern,
      'Contact phone must be a phone number, e.g. +234 803 123 4567',
    ),
  })
  .refine((site) => (site.latitude == null) === (site.longitude == null), {
    message: 'Give both latitude and longitude, or neither',
    path: ['longitude'],
  });
export type DeliverySiteRequest = z.infer<typeof deliverySiteRequestSchema>;

/** A delivery site as its offtaker and the operators see it. */
export const deliverySiteSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  name: z.string(),
  address: z.string(),
  lga: z.string(),
  state: z.enum(nigerianStates),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  contactName: z.string(),
  contactPhone: z.string(),
  /** An archived site keeps its past deliveries but takes no new purchase. */
  archivedUtc: z.string().nullable(),
  createdUtc: z.string(),
});
export type DeliverySite = z.infer<typeof deliverySiteSchema>;

/** What a sale's fulfilment view says about its site. */
export const siteSummarySchema = deliverySiteSchema.pick({
  id: true,
  name: true,
  address: true,
  lga: true,
  state: true,
  contactName: true,
  contactPhone: true,
});
export type SiteSummary = z.infer<typeof siteSummarySchema>;

// ---- Logistics fees (the operator's table)

/** The largest logistics fee per unit (minor units). */
export const maxLogisticsFeePerUnit = 1_000_000_000;

/** A row of the operator's fee table: per hub, destination state and currency (unique). */
export const logisticsFeeRequestSchema = z.object({
  hubId: z.uuid('Hub is required'),
  state: z.enum(nigerianStates, { error: 'State is required' }),
  currency: currencyField('Currency'),
  feePerUnit: wholeNumberFrom(
    z
      .number({ error: 'Fee per unit is required' })
      .int('Fee per unit must be a whole number of minor units')
      .min(0, 'Fee per unit cannot be negative')
      .max(maxLogisticsFeePerUnit, `Fee per unit cannot be more than ${maxLogisticsFeePerUnit}`),
  ),
});
export type LogisticsFeeRequest = z.infer<typeof logisticsFeeRequestSchema>;

export const logisticsFeeSchema = z.object({
  id: z.string(),
  hub: z.object({ id: z.string(), name: z.string() }),
  state: z.enum(nigerianStates),
  currency: z.enum(currencies),
  feePerUnit: z.number(),
  feePerUnitString: z.string(),
  updatedUtc: z.string(),
});
export type LogisticsFee = z.infer<typeof logisticsFeeSchema>;

/**
 * GET logistics-fees/quote?(inventoryId|hubId)&siteId&currency[&quantity]: the fee a delivery would
 * hold, from the hub of a listing (`inventoryId`, a purchase) or from a hub (`hubId`, a bid, which
 * has no inventory): exactly one of the two.
 */
export const logisticsFeeQuoteQuerySchema = z
  .object({
    inventoryId: z.uuid('Contract is required').optional(),
    hubId: z.uuid('Hub is required').optional(),
    siteId: z.uuid('Delivery site is required'),
    currency: currencyField('Currency'),
    quantity: wholeNumberFrom(z.number().int().min(1).max(1_000_000_000)).optional(),
  })
  .superRefine(
    (query, context) => {
      if (query.inventoryId === undefined && query.hubId === undefined)
        context.addIssue({ code: 'custom', path: ['inventoryId'], message: 'Choose a contract or a hub' });
      if (query.inventoryId !== undefined && query.hubId !== undefined)
        context.addIssue({ code: 'custom', path: ['hubId'], message: 'Give a contract or a hub, not both' });
    },
    // Said beside the other fields' errors, not only once they are right.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type LogisticsFeeQuoteQuery = z.infer<typeof logisticsFeeQuoteQuerySchema>;

export const logisticsFeeQuoteSchema = z.object({
  feePerUnit: z.number(),
  currency: z.enum(currencies),
  /** feePerUnit x quantity when a quantity was given. */
  amount: z.number().nullable(),
  amountString: z.string().nullable(),
});
export type LogisticsFeeQuote = z.infer<typeof logisticsFeeQuoteSchema>;

/**
 * The refusal (409 on `siteId`) of a purchase or a bid quoted a logistics fee the operators have
 * changed since: nothing is held, and the buyer reads the new fee before trying again.
 */
export const logisticsFeeChangedMessage = 'The logistics fee has changed. Please review the new fee';

/** The refusal when the operators have no fee for the route. */
export const noLogisticsFeeMessage =
  'Delivery from this hub to that state is not offered yet in this currency. Choose collection or another site';
