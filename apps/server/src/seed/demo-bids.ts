import { type BidRequest, openDeliveryMonths, SPOT } from '@gas/shared';
import type { Clock } from '../lib/clock.ts';
import { postBid } from '../modules/bids/post-bid.ts';
import { chinedu } from './demo-fixtures.ts';
import type { LogisticsSeeding } from './demo-logistics.ts';

// Demo buy bids (issue 19, point 1), through the use case: Chinedu (Abuja Steel Works) bids for
// CNG at Ajaokuta a little under the offers there (two prices, for collection), and for next
// month's CNG at Port-Harcourt, each open for a week, so Market Data's Buy Bid column and the
// suppliers' Open bids page have something to show. Nobody has sold into them yet.

const clockAt = (at: Date): Clock => ({ now: () => at });
const hours = (at: Date, plus: number) => new Date(at.getTime() + plus * 3_600_000);

export async function seedBids(seeding: LogisticsSeeding): Promise<void> {
  const { tx, now } = seeding;
  const buyer = await seeding.actor(chinedu);
  const productId = seeding.offer.productId;
  const validUntilUtc = hours(now, 7 * 24).toISOString();
  const nextMonth = openDeliveryMonths(now)[1]!;
  const bids: (Pick<BidRequest, 'quantity' | 'unitPrice' | 'contract'> & {
    hub: string;
    hoursAgo: number;
  })[] = [
    { hub: 'Ajaokuta', quantity: 5_000, unitPrice: 340_00, contract: SPOT, hoursAgo: 30 },
    { hub: 'Ajaokuta', quantity: 2_000, unitPrice: 335_00, contract: SPOT, hoursAgo: 20 },
    { hub: 'Port-Harcourt', quantity: 10_000, unitPrice: 312_00, contract: nextMonth, hoursAgo: 8 },
  ];
  for (const bid of bids) {
    await postBid(
      { db: tx, clock: clockAt(hours(now, -bid.hoursAgo)), fulfilment: seeding.fulfilment },
      buyer,
      {
        productId,
        hubId: seeding.hubIds[bid.hub]!,
        quantity: bid.quantity,
        unitPrice: bid.unitPrice,
        currency: 'NGN',
        contract: bid.contract,
        fulfilment: { method: 'collection' },
        validUntilUtc,
      },
    );
  }
}
