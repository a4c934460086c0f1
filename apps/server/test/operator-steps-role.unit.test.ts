// The operators' fulfilment steps refuse anyone else in the use case itself, not only at the
// route (allowRoles): a buyer owns its sale, so without the check a buyer's call that reached
// resolveDispute would pass the ownership test and rest on the transition table alone.
import { describe, expect, it } from 'vitest';
import type { Actor } from '../src/lib/access.ts';
import { AppError } from '../src/lib/errors.ts';
import type { FulfilmentDeps } from '../src/modules/fulfilment/deps.ts';
import { listLosses, resolveLoss } from '../src/modules/fulfilment/losses.ts';
import { refundUndelivered } from '../src/modules/fulfilment/refund-undelivered.ts';
import { reissueDeliveryCode } from '../src/modules/fulfilment/reissue-code.ts';
import { resolveDispute } from '../src/modules/fulfilment/resolve-dispute.ts';

// The refusal comes before any use of the database: a call that reached it would throw a TypeError.
const noDeps = {} as FulfilmentDeps;
const saleId = '00000000-0000-4000-8000-000000000001';
const actorAs = (role: Actor['role']): Actor => ({
  userId: 'u1',
  sessionId: 's1',
  email: 'someone@example.ng',
  role,
  partyId: role === 'admin' || role === 'driver' ? null : 'p1',
  partyStatus: role === 'admin' || role === 'driver' ? null : 'Active',
});

const steps: [string, (actor: Actor) => Promise<unknown>][] = [
  [
    'resolve a dispute',
    (a) => resolveDispute(noDeps, a, { saleId, outcome: 'settle-delivered', note: 'ok' }),
  ],
  ['issue a new delivery code', (a) => reissueDeliveryCode(noDeps, a, saleId)],
  ['refund an undelivered sale', (a) => refundUndelivered(noDeps, a, { saleId, reason: 'Truck lost' })],
  ['list the losses', (a) => listLosses(noDeps.db, a)],
  ['resolve a loss', (a) => resolveLoss(noDeps, a, { id: saleId, note: 'Written off' })],
];

describe('the operators’ fulfilment steps', () => {
  for (const [step, run] of steps) {
    for (const role of ['customer', 'client', 'driver'] as const) {
      it(`refuse a ${role} 403 to ${step}`, async () => {
        const refused = await run(actorAs(role)).catch((error: unknown) => error);
        expect(refused).toBeInstanceOf(AppError);
        expect((refused as AppError).code).toBe('forbidden');
      });
    }
  }
});
