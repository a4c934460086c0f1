import { z } from 'zod';
import { currencies } from '../money.ts';
import { siteSummarySchema } from './delivery-sites.ts';
import { wholeNumberFrom } from './numbers.ts';

// The fulfilment contract (issue 17; DOMAIN.md "Fulfilment and settlement"): how an approved sale
// is collected at its hub or delivered to one of the buyer's sites, proven, accepted or disputed,
// and settled. The transition table below is the one rule of who may move a fulfilment where;
// the server's use cases (modules/fulfilment) and the web's buttons both read it.
// Money is integer minor units (kobo, cents); quantities are litres, like the sale's.

// ---- Terms

/** Collection at the hub by the buyer's own truck (ex-hub), or delivery by the platform's trucks. */
export const fulfilmentMethods = ['collection', 'delivery'] as const;
export type FulfilmentMethod = (typeof fulfilmentMethods)[number];

// The terms a purchase or a bid chooses (collection or delivery): fulfilment-terms.ts.

// ---- Statuses

/** Delivery: the platform's truck takes the gas from the hub to the buyer's site. */
export const deliveryStatuses = [
  'Awaiting dispatch',
  'Scheduled',
  'Loaded',
  'In transit',
  'Delivered',
  'Accepted',
  'Disputed',
  'Settled',
  'Cancelled',
] as const;
/** Collection: the buyer's truck loads at the hub gate (the code is given there). */
export const collectionStatuses = [
  'Ready for collection',
  'Loaded',
  'Accepted',
  'Disputed',
  'Settled',
  'Cancelled',
] as const;
/** Every fulfilment status, in the order a delivery passes them (the database's check). */
export const fulfilmentStatuses = [
  'Awaiting dispatch',
  'Ready for collection',
  'Scheduled',
  'Loaded',
  'In transit',
  'Delivered',
  'Accepted',
  'Disputed',
  'Settled',
  'Cancelled',
] as const;
export type FulfilmentStatus = (typeof fulfilmentStatuses)[number];

/** Where a fulfilment starts when its sale is approved. */
export function firstFulfilmentStatus(method: FulfilmentMethod): FulfilmentStatus {
  return method === 'delivery' ? 'Awaiting dispatch' : 'Ready for collection';
}

/** The ends: nothing moves a Settled or Cancelled fulfilment, and its hold is gone. */
export const finalFulfilmentStatuses: readonly FulfilmentStatus[] = ['Settled', 'Cancelled'];

/** Gas left the hub: from here on the dispatch time limit no longer applies. */
export function isLoaded(status: FulfilmentStatus): boolean {
  return !['Awaiting dispatch', 'Ready for collection', 'Scheduled', 'Cancelled'].includes(status);
}

/** Deliveries in progress, as dashboards count them: started and not yet at an end. */
export function isInProgress(status: FulfilmentStatus | null): boolean {
  return status !== null && !finalFulfilmentStatuses.includes(status);
}

// ---- Actions and who takes them

export const fulfilmentActions = [
  'schedule',
  'load',
  'depart',
  'deliver',
  'accept',
  'dispute',
  'auto-accept',
  'resolve',
  'settle',
  'cancel',
  'refund-undelivered',
  'reissue-code',
] as const;
export type FulfilmentAction = (typeof fulfilmentActions)[number];

/**
 * Who acts, in the sale's terms: its buyer, its supplier, an operator, a driver (F2's role
 * `driver`; the server checks the delivery is the driver's own) or the platform itself (jobs, the
 * settlement that follows an acceptance in the same transaction).
 */
export const fulfilmentActors = ['buyer', 'supplier', 'operator', 'driver', 'system'] as const;
export type FulfilmentActor = (typeof fulfilmentActors)[number];

type Rule = {
  /** method -> status the action starts from -> status it leads to. */
  from: Partial<Record<FulfilmentMethod, Partial<Record<FulfilmentStatus, FulfilmentStatus>>>>;
  by: readonly FulfilmentActor[];
  /** What the action is called in a refusal: "cannot be <verb>". */
  verb: string;
};

const beforeLoading = {
  delivery: { 'Awaiting dispatch': 'Cancelled', Scheduled: 'Cancelled' },
  collection: { 'Ready for collection': 'Cancelled' },
} as const;

/**
 * THE transition table. Same-status rows (a rescheduling, a new code) still happen once per read:
 * the server guards every step by the row's version as well as its status.
 * - resolve is the operator's settlement of a dispute (settle the delivered quantity or part of
 *   it); the operator's "refund all" is a cancel from Disputed.
 * - settle follows accept, auto-accept or resolve in the same transaction; only the platform takes it.
 * - cancel: the buyer's cancel of an undispatched sale past the dispatch time limit (the server
 *   checks the time), an operator's before loading or of a dispute (refund all).
 * - refund-undelivered: an operator's refund of a delivery loaded on the platform's truck that will
 *   not arrive (the truck lost, the buyer refusing the gas at the gate and withholding the code):
 *   without it a loaded delivery could only end with the buyer's code, so its hold never ended.
 *   The loaded gas becomes a transit loss. A collection has no such step: once loaded, the gas is
 *   on the buyer's own truck and its acceptance window runs.
 */
const table: Record<FulfilmentAction, Rule> = {
  schedule: {
    from: {
      delivery: { 'Awaiting dispatch': 'Scheduled', Scheduled: 'Scheduled' },
      collection: { 'Ready for collection': 'Ready for collection' },
    },
    by: ['operator'],
    verb: 'scheduled',
  },
  load: {
    from: { delivery: { Scheduled: 'Loaded' }, collection: { 'Ready for collection': 'Loaded' } },
    by: ['operator', 'driver'],
    verb: 'loaded',
  },
  depart: { from: { delivery: { Loaded: 'In transit' } }, by: ['operator', 'driver'], verb: 'dispatched' },
  deliver: {
    from: { delivery: { 'In transit': 'Delivered' } },
    by: ['operator', 'driver'],
    verb: 'delivered',
  },
  accept: {
    from: { delivery: { Delivered: 'Accepted' }, collection: { Loaded: 'Accepted' } },
    by: ['buyer'],
    verb: 'accepted',
  },
  dispute: {
    from: { delivery: { Delivered: 'Disputed' }, collection: { Loaded: 'Disputed' } },
    by: ['buyer'],
    verb: 'disputed',
  },
  'auto-accept': {
    from: { delivery: { Delivered: 'Accepted' }, collection: { Loaded: 'Accepted' } },
    by: ['system'],
    verb: 'accepted',
  },
  resolve: {
    from: { delivery: { Disputed: 'Settled' }, collection: { Disputed: 'Settled' } },
    by: ['operator'],
    verb: 'resolved',
  },
  settle: {
    from: { delivery: { Accepted: 'Settled' }, collection: { Accepted: 'Settled' } },
    by: ['system'],
    verb: 'settled',
  },
  cancel: {
    from: {
      delivery: { ...beforeLoading.delivery, Disputed: 'Cancelled' },
      collection: { ...beforeLoading.collection, Disputed: 'Cancelled' },
    },
    by: ['buyer', 'operator', 'system'],
    verb: 'cancelled',
  },
  'refund-undelivered': {
    from: { delivery: { Loaded: 'Cancelled', 'In transit': 'Cancelled' } },
    by: ['operator'],
    verb: 'refunded as undelivered',
  },
  'reissue-code': {
    from: {
      delivery: {
        'Awaiting dispatch': 'Awaiting dispatch',
        Scheduled: 'Scheduled',
        Loaded: 'Loaded',
        'In transit': 'In transit',
      },
      collection: { 'Ready for collection': 'Ready for collection' },
    },
    by: ['operator'],
    verb: 'given a new delivery code',
  },
};

const actorWords: Record<FulfilmentActor, string> = {
  buyer: 'the buyer',
  supplier: 'the supplier',
  operator: 'the platform operators',
  driver: 'the assigned driver',
  system: 'the platform',
};

export type TransitionResult =
  | { allowed: true; next: FulfilmentStatus }
  /** role: this actor never takes this action (403); status: not from this status (409). */
  | { allowed: false; reason: 'role' | 'status'; message: string };

/**
 * The next status after `action` by `actor` on a fulfilment of `method` in `status`, or why not.
 * A buyer may cancel only before loading (not a dispute: that is the operator's refund), and only
 * past the dispatch time limit, which the server checks (it knows the time).
 */
export function nextFulfilmentStatus(
  method: FulfilmentMethod,
  status: FulfilmentStatus,
  action: FulfilmentAction,
  actor: FulfilmentActor,
): TransitionResult {
  const rule = table[action];
  const next = rule.from[method]?.[status];
  if (!rule.by.includes(actor)) {
    const who = rule.by.map((by) => actorWords[by]).join(' or ');
    return {
      allowed: false,
      reason: 'role',
      message: `Only ${who} can do this: a ${method} is ${rule.verb} by ${who}`,
    };
  }
  const buyerCancelOfDispute = action === 'cancel' && actor === 'buyer' && status === 'Disputed';
  if (!next || buyerCancelOfDispute) {
    const what = method === 'delivery' ? 'This delivery' : 'This collection';
    return {
      allowed: false,
      reason: 'status',
      message: `${what} is ${status}: it cannot be ${rule.verb} now`,
    };
  }
  return { allowed: true, next };
}

// ---- Limits and rules

/** The delivery code: digits only, given to the buyer once, stored hashed. */
export const deliveryCodeLength = 6;
/** Wrong codes before a delivery locks until an operator issues a new code. */
export const maxDeliveryCodeAttempts = 5;
/** Default hours after Delivered (collection: Loaded) the buyer has to accept or dispute. */
export const defaultDeliveryDisputeHours = 24;
/** Default days after approval an undispatched sale may be cancelled by its buyer. */
export const defaultDispatchDays = 3;

/** The logistics fee held at purchase: fee per unit x quantity ordered. */
export function logisticsFeeFor(feePerUnit: number, quantity: number): number {
  return feePerUnit * quantity;
}

// ---- A sale's fulfilment (GET sales/{id}/fulfilment)

export const fulfilmentEventSchema = z.object({
  status: z.enum(fulfilmentStatuses),
  action: z.enum([...fulfilmentActions, 'start'] as const),
  /** Who acted, as the parties see it (an operator's email is not shown to parties). */
  actor: z.enum(fulfilmentActors),
  note: z.string().nullable(),
  utc: z.string(),
});
export type FulfilmentEvent = z.infer<typeof fulfilmentEventSchema>;

/** How an operator ends a dispute. */
export const disputeOutcomes = ['settle-delivered', 'settle-part', 'refund-all'] as const;
export type DisputeOutcome = (typeof disputeOutcomes)[number];

export const fulfilmentSchema = z.object({
  saleId: z.string(),
  reference: z.string(),
  method: z.enum(fulfilmentMethods),
  /**
   * The buyer's site; its receiving contact (name, phone) is null for the supplier, who needs to
   * know where the gas goes but not whom the platform's driver calls there.
   */
  site: siteSummarySchema
    .extend({ contactName: z.string().nullable(), contactPhone: z.string().nullable() })
    .nullable(),
  hub: z.object({ id: z.string(), name: z.string() }),
  /** null while the sale waits for the supplier's decision (and if it never was approved). */
  status: z.enum(fulfilmentStatuses).nullable(),
  currency: z.enum(currencies),
  unit: z.string(),
  quantities: z.object({
    ordered: z.number(),
    loaded: z.number().nullable(),
    delivered: z.number().nullable(),
    accepted: z.number().nullable(),
  }),
  logisticsFeePerUnit: z.number(),
  /** Held at purchase: fee per unit x quantity ordered. */
  logisticsFee: z.number(),
  /** Charged at settlement: fee per unit x quantity delivered. */
  logisticsFeeCharged: z.number().nullable(),
  /** Paid to the supplier at settlement (goods for the accepted quantity less the platform fee and its VAT). */
  supplierPaid: z.number().nullable(),
  platformFee: z.number().nullable(),
  /** The VAT on the platform fee, charged with it at settlement (issue 18, point 5). */
  platformFeeVat: z.number().nullable(),
  /** Released back to the buyer's wallet at settlement or cancellation. */
  refunded: z.number().nullable(),
  disputeReason: z.string().nullable(),
  /** The buyer may accept or dispute until then; silence accepts. */
  disputeWindowEndUtc: z.string().nullable(),
  /** Not loaded by then, the buyer may cancel (dispatch time limit). */
  dispatchDeadlineUtc: z.string().nullable(),
  codeLocked: z.boolean(),
  resolution: z.enum(disputeOutcomes).nullable(),
  resolutionNote: z.string().nullable(),
  approvedUtc: z.string().nullable(),
  settledUtc: z.string().nullable(),
  timeline: z.array(fulfilmentEventSchema),
});
export type Fulfilment = z.infer<typeof fulfilmentSchema>;

/** The buyer's one-time code (GET sales/{id}/delivery-code; buyer only). */
export const deliveryCodeSchema = z.object({
  /** null when it was already used or a newer one was issued and not shown yet. */
  code: z.string().nullable(),
  locked: z.boolean(),
});
export type DeliveryCode = z.infer<typeof deliveryCodeSchema>;

// ---- Requests

const noteText = z.string().trim().max(1000, 'The note cannot be longer than 1000 characters');

export const acceptDeliveryRequestSchema = z.object({ note: noteText.optional() }).default({});
export type AcceptDeliveryRequest = z.infer<typeof acceptDeliveryRequestSchema>;

export const disputeDeliveryRequestSchema = z.object({
  reason: z
    .string({ error: 'Reason is required' })
    .trim()
    .min(1, 'Reason is required')
    .max(1000, 'The reason cannot be longer than 1000 characters'),
});
export type DisputeDeliveryRequest = z.infer<typeof disputeDeliveryRequestSchema>;

/** An operator's note on a resolution (of a dispute, or of a loss: fulfilment-losses.ts). */
export const resolutionNote = z
  .string({ error: 'Note is required' })
  .trim()
  .min(1, 'Note is required')
  .max(1000, 'The note cannot be longer than 1000 characters');

export const resolveDisputeRequestSchema = z.discriminatedUnion(
  'outcome',
  [
    z.object({ outcome: z.literal('settle-delivered'), note: resolutionNote }),
    z.object({
      outcome: z.literal('settle-part'),
      quantity: wholeNumberFrom(
        z
          .number({ error: 'Quantity is required' })
          .int('Quantity must be a whole number of litres')
          .min(0, 'Quantity cannot be negative')
          .max(1_000_000_000, 'Quantity is too large'),
      ),
      note: resolutionNote,
    }),
    z.object({ outcome: z.literal('refund-all'), note: resolutionNote }),
  ],
  { error: 'Choose an outcome' },
);
export type ResolveDisputeRequest = z.infer<typeof resolveDisputeRequestSchema>;

export const cancelUndispatchedRequestSchema = z.object({ reason: noteText.optional() }).default({});
export type CancelUndispatchedRequest = z.infer<typeof cancelUndispatchedRequestSchema>;
