import { describe, expect, it } from 'vitest';
import { deliverySiteRequestSchema, logisticsFeeRequestSchema } from './delivery-sites.ts';
import {
  collectionStatuses,
  deliveryStatuses,
  disputeDeliveryRequestSchema,
  type FulfilmentMethod,
  type FulfilmentStatus,
  fulfilmentActions,
  fulfilmentActors,
  fulfilmentStatuses,
  isLoaded,
  nextFulfilmentStatus,
  resolveDisputeRequestSchema,
} from './fulfilment.ts';

// The whole table, written out independently of the implementation: method, status, action,
// the actors allowed, and where it leads. Every other combination must be refused.
const allowed: [FulfilmentMethod, FulfilmentStatus, string, string[], FulfilmentStatus][] = [
  ['delivery', 'Awaiting dispatch', 'schedule', ['operator'], 'Scheduled'],
  ['delivery', 'Scheduled', 'schedule', ['operator'], 'Scheduled'],
  ['delivery', 'Scheduled', 'load', ['operator', 'driver'], 'Loaded'],
  ['delivery', 'Loaded', 'depart', ['operator', 'driver'], 'In transit'],
  ['delivery', 'In transit', 'deliver', ['operator', 'driver'], 'Delivered'],
  ['delivery', 'Delivered', 'accept', ['buyer'], 'Accepted'],
  ['delivery', 'Delivered', 'dispute', ['buyer'], 'Disputed'],
  ['delivery', 'Delivered', 'auto-accept', ['system'], 'Accepted'],
  ['delivery', 'Accepted', 'settle', ['system'], 'Settled'],
  ['delivery', 'Disputed', 'resolve', ['operator'], 'Settled'],
  ['delivery', 'Disputed', 'cancel', ['operator', 'system'], 'Cancelled'],
  ['delivery', 'Awaiting dispatch', 'cancel', ['buyer', 'operator', 'system'], 'Cancelled'],
  ['delivery', 'Scheduled', 'cancel', ['buyer', 'operator', 'system'], 'Cancelled'],
  ['delivery', 'Loaded', 'refund-undelivered', ['operator'], 'Cancelled'],
  ['delivery', 'In transit', 'refund-undelivered', ['operator'], 'Cancelled'],
  ['delivery', 'Awaiting dispatch', 'reissue-code', ['operator'], 'Awaiting dispatch'],
  ['delivery', 'Scheduled', 'reissue-code', ['operator'], 'Scheduled'],
  ['delivery', 'Loaded', 'reissue-code', ['operator'], 'Loaded'],
  ['delivery', 'In transit', 'reissue-code', ['operator'], 'In transit'],
  ['collection', 'Ready for collection', 'schedule', ['operator'], 'Ready for collection'],
  ['collection', 'Ready for collection', 'load', ['operator', 'driver'], 'Loaded'],
  ['collection', 'Loaded', 'accept', ['buyer'], 'Accepted'],
  ['collection', 'Loaded', 'dispute', ['buyer'], 'Disputed'],
  ['collection', 'Loaded', 'auto-accept', ['system'], 'Accepted'],
  ['collection', 'Accepted', 'settle', ['system'], 'Settled'],
  ['collection', 'Disputed', 'resolve', ['operator'], 'Settled'],
  ['collection', 'Disputed', 'cancel', ['operator', 'system'], 'Cancelled'],
  ['collection', 'Ready for collection', 'cancel', ['buyer', 'operator', 'system'], 'Cancelled'],
  ['collection', 'Ready for collection', 'reissue-code', ['operator'], 'Ready for collection'],
];

const statusesOf = { delivery: deliveryStatuses, collection: collectionStatuses } as const;

describe('the fulfilment transition table', () => {
  for (const method of ['delivery', 'collection'] as const) {
    for (const status of fulfilmentStatuses) {
      for (const action of fulfilmentActions) {
        for (const actor of fulfilmentActors) {
          const row = allowed.find(([m, s, a]) => m === method && s === status && a === action);
          const may = row?.[3].includes(actor) ?? false;
          it(`${method} ${status} ${action} by ${actor}: ${may ? row?.[4] : 'refused'}`, () => {
            const result = nextFulfilmentStatus(method, status, action, actor);
            if (may) {
              expect(result).toEqual({ allowed: true, next: row?.[4] });
              expect(statusesOf[method]).toContain(row?.[4]);
            } else {
              expect(result.allowed).toBe(false);
              if (!result.allowed) expect(result.message).toMatch(/^(Only|This (delivery|collection) is)/);
            }
          });
        }
      }
    }
  }

  it('says who may act when the role is wrong, and the status when the time is wrong', () => {
    expect(nextFulfilmentStatus('delivery', 'Delivered', 'accept', 'supplier')).toEqual({
      allowed: false,
      reason: 'role',
      message: 'Only the buyer can do this: a delivery is accepted by the buyer',
    });
    expect(nextFulfilmentStatus('delivery', 'In transit', 'accept', 'buyer')).toEqual({
      allowed: false,
      reason: 'status',
      message: 'This delivery is In transit: it cannot be accepted now',
    });
    expect(nextFulfilmentStatus('delivery', 'Disputed', 'cancel', 'buyer')).toMatchObject({
      allowed: false,
      reason: 'status',
    });
  });

  it('knows when the gas has left the hub', () => {
    expect(isLoaded('Scheduled')).toBe(false);
    expect(isLoaded('Ready for collection')).toBe(false);
    expect(isLoaded('Loaded')).toBe(true);
    expect(isLoaded('Disputed')).toBe(true);
  });
});

describe('the fulfilment requests', () => {
  it('takes a dispute only with a reason', () => {
    expect(disputeDeliveryRequestSchema.safeParse({ reason: '  ' }).error?.issues[0]?.message).toBe(
      'Reason is required',
    );
    expect(disputeDeliveryRequestSchema.parse({ reason: 'Short by 300 litres' }).reason).toBe(
      'Short by 300 litres',
    );
  });

  it('resolves a dispute with one of three outcomes, a part with its quantity', () => {
    expect(resolveDisputeRequestSchema.parse({ outcome: 'settle-part', quantity: '40', note: 'ok' })).toEqual(
      {
        outcome: 'settle-part',
        quantity: 40,
        note: 'ok',
      },
    );
    expect(resolveDisputeRequestSchema.safeParse({ outcome: 'settle-part', note: 'x' }).success).toBe(false);
    expect(resolveDisputeRequestSchema.safeParse({ outcome: 'refund', note: 'x' }).success).toBe(false);
    expect(resolveDisputeRequestSchema.safeParse({ outcome: 'refund-all', note: '' }).success).toBe(false);
  });

  it('checks a delivery site: a Nigerian state, both coordinates or none, a phone number', () => {
    const site = {
      name: 'Ikeja plant',
      address: '12 Industrial Avenue',
      lga: 'Ikeja',
      state: 'Lagos',
      contactName: 'Ada Obi',
      contactPhone: '+234 803 123 4567',
    };
    expect(deliverySiteRequestSchema.safeParse(site).success).toBe(true);
    expect(deliverySiteRequestSchema.safeParse({ ...site, state: 'Texas' }).success).toBe(false);
    expect(deliverySiteRequestSchema.safeParse({ ...site, latitude: 6.6 }).error?.issues[0]?.message).toBe(
      'Give both latitude and longitude, or neither',
    );
    expect(deliverySiteRequestSchema.safeParse({ ...site, latitude: 6.6, longitude: 3.35 }).success).toBe(
      true,
    );
    expect(deliverySiteRequestSchema.safeParse({ ...site, contactPhone: 'call me' }).success).toBe(false);
  });

  it('keeps logistics fees in whole minor units, never negative', () => {
    const fee = { hubId: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d', state: 'Kogi', currency: 'NGN' };
    expect(logisticsFeeRequestSchema.parse({ ...fee, feePerUnit: '2500' }).feePerUnit).toBe(2500);
    expect(logisticsFeeRequestSchema.safeParse({ ...fee, feePerUnit: -1 }).success).toBe(false);
    expect(logisticsFeeRequestSchema.safeParse({ ...fee, feePerUnit: 2.5 }).success).toBe(false);
  });
});
