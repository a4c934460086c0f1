import type { AuditAction, LogisticsFee, LogisticsFeeRequest } from '@gas/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { hubs } from '../../db/schema.ts';
import type { Caller } from '../../lib/access.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/service.ts';

// What the fee use cases share: the hub a request names, the refusal of a second fee for one
// route, and the audit row.

/** The hub a fee request names, by id; an unknown one is refused on the field. */
export async function hubNamed(tx: Db, input: LogisticsFeeRequest): Promise<{ id: string; name: string }> {
  const [hub] = await tx.select({ id: hubs.id, name: hubs.name }).from(hubs).where(eq(hubs.id, input.hubId));
  if (!hub) throw new AppError('validation', 'Choose one of the hubs', 'hubId');
  return hub;
}

/** A route (hub, state, currency) has one fee: a second is refused on the state field. */
export function asDuplicateRoute(error: unknown, hubName: string, input: LogisticsFeeRequest): unknown {
  if (!isUniqueViolation(error, 'logistics_fees_route_key')) return error;
  return new AppError(
    'conflict',
    `There is already a ${input.currency} fee from ${hubName} to ${input.state}. Edit that one instead.`,
    'state',
  );
}

/** "Ajaokuta to Kano, NGN": how the audit trail names a fee. */
export const routeLabel = (fee: Pick<LogisticsFee, 'hub' | 'state' | 'currency'>) =>
  `${fee.hub.name} to ${fee.state}, ${fee.currency}`;

export async function recordFeeChange(
  tx: Db,
  clock: Clock,
  caller: Caller,
  action: Extract<AuditAction, `logistics_fee_${string}`>,
  fee: LogisticsFee,
  states: { before?: string; after?: string },
) {
  await recordAudit(tx, clock, caller, {
    action,
    entityType: 'logistics_fee',
    entityId: fee.id,
    entityLabel: routeLabel(fee),
    ...states,
  });
}
