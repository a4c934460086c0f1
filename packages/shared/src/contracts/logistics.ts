import { z } from 'zod';
import { messages } from '../messages.ts';
import { siteSummarySchema } from './delivery-sites.ts';
import {
  type FulfilmentMethod,
  type FulfilmentStatus,
  fulfilmentMethods,
  fulfilmentStatuses,
  nextFulfilmentStatus,
} from './fulfilment.ts';
import { wholeNumberFrom } from './numbers.ts';
import { isCalendarDay } from './reports.ts';

// The logistics contract (issue 17, points 3 to 5): the platform's trucks, drivers and loading
// slots, the booking of a slot for a sale's collection or delivery, and what loading and proof of
// delivery take. The server's routes and tables and the web's Logistics and driver pages derive
// from this file. Quantities are whole litres, as the sales'.

/** A truck is a CNG cascade (compressed gas, measured in standard cubic metres) or an LNG ISO tank. */
export const truckTypes = ['CNG cascade', 'LNG ISO tank'] as const;
export type TruckType = (typeof truckTypes)[number];

/** Only an Available truck is given new deliveries. */
export const truckStatuses = ['Available', 'In service', 'Maintenance'] as const;
export type TruckStatus = (typeof truckStatuses)[number];

/** What a truck's capacity is counted in: standard cubic metres (cascades) or litres (tanks). */
export const capacityUnits = ['scm', 'litres'] as const;
export type CapacityUnit = (typeof capacityUnits)[number];

/** A driver is given deliveries while Active. */
export const driverStatuses = ['Active', 'Inactive'] as const;
export type DriverStatus = (typeof driverStatuses)[number];

/** The largest truck capacity and the most loadings one slot may take. */
export const maxTruckCapacity = 1_000_000;
export const maxSlotCapacity = 50;
/** A slot may be opened at most this many days ahead. */
export const maxSlotDaysAhead = 90;

/**
 * After `maxDeliveryCodeAttempts` wrong codes (contracts/fulfilment.ts) a delivery locks: the
 * next attempt, even with the right code, is refused until the operator issues a new code.
 */
export const deliveryLockedMessage =
  'This delivery is locked after five wrong codes. The platform operators must issue a new code to the buyer.';
export const wrongCodeMessage = 'This code is not right. Ask the buyer for the code on their sale page.';

export const logisticsFieldLabels = {
  registration: 'Registration',
  type: 'Truck Type',
  capacity: 'Capacity',
  capacityUnit: 'Unit',
  hubId: 'Hub',
  status: 'Status',
  name: 'Name',
  phone: 'Phone',
  email: 'Email Address',
  day: 'Day',
  startTime: 'Start',
  endTime: 'End',
  slotCapacity: 'Loadings',
  slotId: 'Slot',
  truckId: 'Truck',
  driverId: 'Driver',
  quantityLoaded: 'Quantity Loaded',
  quantityDelivered: 'Quantity Delivered',
  code: 'Delivery Code',
  ticket: 'Meter Ticket',
} as const;
const label = logisticsFieldLabels;

function requiredText(field: string, max: number) {
  return z
    .string({ error: messages.required(field) })
    .trim()
    .min(1, messages.required(field))
    .max(max, messages.maxLength(field, max));
}

/** A whole number from 1 to `max`, with the form's messages. */
function wholeCount(field: string, max: number) {
  return wholeNumberFrom(
    z
      .number({ error: messages.required(field) })
      .int(`${field} must be a whole number`)
      .min(1, messages.min(field, 1))
      .max(max, messages.max(field, max)),
  );
}

const named = z.object({ id: z.string(), name: z.string() });

/** Letters, digits, spaces and hyphens, as Nigerian plates read ("KAN-482-XA"). */
export const registrationPattern = /^[A-Z0-9][A-Z0-9 -]{2,14}$/;
const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
/** A phone number: digits with an optional leading + (spaces and hyphens are ignored). */
export const driverPhonePattern = /^\+?\d{7,15}$/;

/** A calendar day (YYYY-MM-DD), as slots and the day board take it. */
export const logisticsDaySchema = z
  .string({ error: messages.required(label.day) })
  .regex(dayPattern, 'Enter a date as YYYY-MM-DD')
  .refine(isCalendarDay, 'Enter a real date');

const timeOfDay = (field: string) =>
  z.string({ error: messages.required(field) }).regex(timePattern, `Enter ${field} as HH:MM`);

// ---- Trucks

export const truckSchema = z.object({
  id: z.string(),
  registration: z.string(),
  type: z.enum(truckTypes),
  capacity: z.number(),
  capacityUnit: z.enum(capacityUnits),
  /** The depot the truck works from. */
  hub: named,
  status: z.enum(truckStatuses),
  createdUtc: z.string(),
});
export type Truck = z.infer<typeof truckSchema>;

/** POST trucks and PUT trucks/{id}: the registration is kept in capitals. */
export const truckRequestSchema = z.object({
  registration: requiredText(label.registration, 15)
    .transform((value) => value.toUpperCase())
    .refine((value) => registrationPattern.test(value), messages.pattern(label.registration)),
  type: z.enum(truckTypes, { error: 'Choose CNG cascade or LNG ISO tank' }),
  capacity: wholeCount(label.capacity, maxTruckCapacity),
  capacityUnit: z.enum(capacityUnits, { error: 'Choose scm or litres' }),
  hubId: z.uuid({ error: 'Please choose a logistics hub' }),
  status: z.enum(truckStatuses, { error: 'Choose a status' }).default('Available'),
});
export type TruckRequest = z.input<typeof truckRequestSchema>;

// ---- Drivers

export const driverSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  /** The driver's login address; null for a driver without a login. */
  email: z.string().nullable(),
  status: z.enum(driverStatuses),
  createdUtc: z.string(),
});
export type Driver = z.infer<typeof driverSchema>;

const optionalEmail = z
  .string()
  .trim()
  .max(254, messages.maxLength(label.email, 254))
  .refine((value) => value === '' || /^[A-Za-z0-9_.-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/.test(value), {
    message: messages.pattern(label.email),
  })
  .optional()
  .transform((value) => (value ? value.toLowerCase() : undefined));

const phoneField = requiredText(label.phone, 20).refine(
  (value) => driverPhonePattern.test(value.replace(/[\s-]/g, '')),
  messages.pattern(label.phone),
);

/**
 * POST drivers: a driver, and with an email a login (role driver): the driver gets an email with
 * a link to choose a password.
 */
export const driverRequestSchema = z.object({
  name: requiredText(label.name, 100),
  phone: phoneField,
  email: optionalEmail,
});
export type DriverRequest = z.input<typeof driverRequestSchema>;

/** PUT drivers/{id}: name, phone and status (the login, once made, keeps its address). */
export const driverUpdateSchema = z.object({
  name: requiredText(label.name, 100),
  phone: phoneField,
  status: z.enum(driverStatuses, { error: 'Choose a status' }),
});
export type DriverUpdate = z.input<typeof driverUpdateSchema>;

// ---- Loading slots

export const slotSchema = z.object({
  id: z.string(),
  hub: named,
  day: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** How many loadings the slot takes, and how many are booked. */
  capacity: z.number(),
  booked: z.number(),
  createdUtc: z.string(),
});
export type Slot = z.infer<typeof slotSchema>;

/** POST slots: a slot of a hub's loading bay on one day. */
export const slotRequestSchema = z
  .object({
    hubId: z.uuid({ error: 'Please choose a logistics hub' }),
    day: logisticsDaySchema,
    startTime: timeOfDay(label.startTime),
    endTime: timeOfDay(label.endTime),
    capacity: wholeCount(label.slotCapacity, maxSlotCapacity),
  })
  .refine((slot) => slot.endTime > slot.startTime, {
    message: 'The slot must end after it starts',
    path: ['endTime'],
  });
export type SlotRequest = z.input<typeof slotRequestSchema>;

/** PUT slots/{id}: a new capacity, never below what is booked. */
export const slotUpdateSchema = z.object({ capacity: wholeCount(label.slotCapacity, maxSlotCapacity) });
export type SlotUpdate = z.input<typeof slotUpdateSchema>;

/** GET slots: one hub's or all hubs' slots from one day (default: today) for `days` days. */
export const slotsQuerySchema = z.object({
  hubId: z.uuid({ error: 'Please choose a logistics hub' }).optional(),
  from: logisticsDaySchema.optional(),
  days: wholeNumberFrom(z.number().int().min(1).max(maxSlotDaysAhead)).optional(),
});
export type SlotsQuery = z.input<typeof slotsQuerySchema>;

// ---- Scheduling, loading, proof of delivery

/**
 * POST deliveries/{saleId}/schedule: a slot at the sale's hub, and for a delivery the platform's
 * truck and driver (a collection comes with the buyer's own truck: neither is given). The same
 * call on a scheduled sale moves it to another slot, truck or driver.
 */
export const scheduleRequestSchema = z.object({
  slotId: z.uuid({ error: 'Please choose a slot' }),
  truckId: z.uuid({ error: 'Please choose a truck' }).optional(),
  driverId: z.uuid({ error: 'Please choose a driver' }).optional(),
});
export type ScheduleRequest = z.infer<typeof scheduleRequestSchema>;

const quantity = (field: string) =>
  wholeNumberFrom(
    z
      .number({ error: messages.required(field) })
      .int(`${field} must be a whole number of litres`)
      .min(1, messages.min(field, 1))
      .max(1_000_000_000, messages.max(field, 1_000_000_000)),
  );

/** The buyer's one-time delivery code as typed: digits, spaces ignored. */
export const deliveryCodeInputSchema = z
  .string({ error: messages.required(label.code) })
  .transform((value) => value.replace(/\s/g, ''))
  .refine((value) => value.length > 0, messages.required(label.code))
  .refine((value) => value.length <= 12, messages.maxLength(label.code, 12));

/**
 * POST deliveries/{saleId}/loading (multipart/form-data: these fields and an optional `ticket`
 * photo of the hub's meter ticket, checked as receipts are): the metered quantity loaded, at most
 * the quantity ordered. A collection is loaded at the hub gate on the buyer's code.
 */
export const loadRequestSchema = z.object({
  quantityLoaded: quantity(label.quantityLoaded),
  code: deliveryCodeInputSchema.optional(),
});
export type LoadRequest = z.input<typeof loadRequestSchema>;

/** POST deliveries/{saleId}/delivery: the buyer's code and the quantity delivered (at most the quantity loaded). */
export const deliverRequestSchema = z.object({
  code: deliveryCodeInputSchema,
  quantityDelivered: quantity(label.quantityDelivered),
});
export type DeliverRequest = z.input<typeof deliverRequestSchema>;

/**
 * POST sales/{id}/cancel-before-loading (operators): an approved sale cancelled before anything was
 * loaded (the truck broke down, the hub cannot supply, the buyer asked), with the reason both
 * parties are emailed. Everything held goes back to the buyer, the stock to the inventory.
 */
export const cancelBeforeLoadingRequestSchema = z.object({
  reason: z
    .string({ error: messages.required('Reason') })
    .trim()
    .min(1, messages.required('Reason'))
    .max(1000, messages.maxLength('Reason', 1000)),
});
export type CancelBeforeLoadingRequest = z.infer<typeof cancelBeforeLoadingRequestSchema>;

/** The operators' refund of a loaded delivery that will not arrive: why, emailed to both parties. */
export const refundUndeliveredRequestSchema = cancelBeforeLoadingRequestSchema;
export type RefundUndeliveredRequest = CancelBeforeLoadingRequest;

/** Whether the operators may refund this fulfilment as undelivered (the transition table's rule). */
export function isRefundableAsUndelivered(
  method: FulfilmentMethod,
  status: FulfilmentStatus | null,
): boolean {
  return status !== null && nextFulfilmentStatus(method, status, 'refund-undelivered', 'operator').allowed;
}

/**
 * Whether the operators' cancel before loading applies: the transition table's operator cancel,
 * but not of a dispute (its "refund all" is a resolution).
 */
export function isCancellableBeforeLoading(
  method: FulfilmentMethod,
  status: FulfilmentStatus | null,
): boolean {
  return (
    status !== null &&
    status !== 'Disputed' &&
    nextFulfilmentStatus(method, status, 'cancel', 'operator').allowed
  );
}

export const deliveryParamsSchema = z.object({ saleId: z.uuid('The sale was not found') });
export const logisticsIdParamsSchema = z.object({ id: z.uuid('The item was not found') });

/** The booking of a slot for one sale: its slot and, for a delivery, the truck and driver. */
export const bookingSchema = z.object({
  id: z.string(),
  slot: slotSchema.pick({ id: true, day: true, startTime: true, endTime: true }),
  truck: truckSchema.pick({ id: true, registration: true, type: true }).nullable(),
  driver: driverSchema.pick({ id: true, name: true, phone: true }).nullable(),
  createdUtc: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

// ---- Deliveries: the operators' day board and the drivers' list

/** GET deliveries: the operators' day board (one day, one hub or all); a driver gets its own list. */
export const deliveriesQuerySchema = z.object({
  day: logisticsDaySchema.optional(),
  hubId: z.uuid({ error: 'Please choose a logistics hub' }).optional(),
});
export type DeliveriesQuery = z.input<typeof deliveriesQuerySchema>;

/** A sale in fulfilment as logistics sees it: where from, where to, how much, booked how. */
export const deliverySchema = z.object({
  saleId: z.string(),
  reference: z.string(),
  method: z.enum(fulfilmentMethods),
  status: z.enum(fulfilmentStatuses),
  hub: named,
  product: z.string(),
  unit: z.string(),
  /** A forward sale's delivery month ('2026-12': its slot must lie within it), null for Spot (issue 19). */
  deliveryMonth: z.string().nullable().optional(),
  /** The buyer's name (a delivery's site names its receiving contact). */
  buyer: z.string(),
  site: siteSummarySchema.nullable(),
  quantities: z.object({
    ordered: z.number(),
    loaded: z.number().nullable(),
    delivered: z.number().nullable(),
  }),
  booking: bookingSchema.nullable(),
  /** Whether a photo of the meter ticket was recorded at loading. */
  hasTicket: z.boolean(),
  /** Wrong codes so far, and whether the delivery is locked until the operators issue a new code. */
  codeAttempts: z.number(),
  codeLocked: z.boolean(),
});
export type Delivery = z.infer<typeof deliverySchema>;

/** Statuses a driver's list shows: to load, on the road, delivered and not yet accepted. */
export const driverListStatuses = ['Scheduled', 'Loaded', 'In transit', 'Delivered'] as const;

/** How a delivery's status reads for its next step on the board ("Schedule", "Record loading"...). */
export function nextLogisticsStep(delivery: Pick<Delivery, 'method' | 'status' | 'booking'>) {
  switch (delivery.status) {
    case 'Awaiting dispatch':
      return 'schedule' as const;
    case 'Ready for collection':
      return delivery.booking ? ('load' as const) : ('schedule' as const);
    case 'Scheduled':
      return 'load' as const;
    case 'Loaded':
      return delivery.method === 'delivery' ? ('depart' as const) : null;
    case 'In transit':
      return 'deliver' as const;
    default:
      return null;
  }
}

// ---- The meter ticket's photo (loading): a PNG, JPEG or WebP image, checked as receipts are.

export const ticketContentTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const ticketAccept = ['.png', '.jpg', '.jpeg', '.webp', ...ticketContentTypes].join(',');
export const ticketMessages = {
  empty: 'The meter ticket photo is empty',
  wrongType: 'The meter ticket must be a PNG, JPEG or WebP photo',
  imageTooLarge:
    'The meter ticket photo is too large: at most 20,000 pixels a side and 50 megapixels. Please take a smaller photo.',
} as const;
