import { typicalUnitFactors } from '@gas/shared';
import type { Db } from '../db/client.ts';
import type { Actor } from '../lib/access.ts';
import { setUnitFactors } from '../modules/units/set-unit-factors.ts';

// The demo catalogue's unit factors (issue 19, point 6): the operator sets each product's scm, kg
// and MMBtu per litre right after adding it, with the typical values of packages/shared/src/units.ts
// (LNG; CNG at 200 bar per litre of cylinder), so Market Data and the reports can show the demo's
// trades in MMBtu.

export type UnitSeeding = { tx: Db; at: (daysAgo: number) => Date; daysAgo: number };

/** Sets the factors of every demo product (`productIds` by short name: CNG, LNG). */
export async function seedUnitFactors(
  { tx, at, daysAgo }: UnitSeeding,
  operator: Actor,
  productIds: Record<string, string>,
): Promise<void> {
  const deps = { db: tx, clock: { now: () => at(daysAgo) } };
  for (const [shortName, factors] of Object.entries(typicalUnitFactors)) {
    const productId = productIds[shortName];
    if (!productId) throw new Error(`The demo catalogue has no ${shortName}`);
    await setUnitFactors(deps, operator, { productId, ...factors });
  }
}
