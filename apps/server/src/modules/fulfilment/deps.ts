import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PartyIdentity } from '../documents/identities.ts';

/** The settings of fulfilment (config.ts): the acceptance window, the dispatch limit, the code key. */
export type FulfilmentSettings = {
  /** Hours after Delivered (collection: Loaded) the buyer may accept or dispute (DELIVERY_DISPUTE_HOURS). */
  deliveryDisputeHours: number;
  /** Days after approval an unloaded sale may be cancelled by its buyer (DISPATCH_DAYS). */
  dispatchDays: number;
  /** The VAT on the platform fee charged at settlement, basis points (PLATFORM_FEE_VAT_PERCENT). */
  platformFeeVatBasisPoints: number;
  /** The platform's name, address, RC number and TIN on its fee invoices (PLATFORM_LEGAL_NAME, ...). */
  invoiceIssuer: PartyIdentity;
  /** The server's key the buyer's delivery code is derived with (delivery-code.ts). */
  deliveryCodeKey: Buffer;
};

/** What a step of a fulfilment needs (advanceFulfilment): the clock and the acceptance window. */
export type FulfilmentStepDeps = { clock: Clock; deliveryDisputeHours: number };

/** What ending a fulfilment needs (endFulfilment): a step's, and the VAT rate on the platform fee. */
export type SettlementDeps = FulfilmentStepDeps &
  Pick<FulfilmentSettings, 'platformFeeVatBasisPoints' | 'invoiceIssuer'>;

/** What the fulfilment use cases need. */
export type FulfilmentDeps = { db: Db; clock: Clock } & FulfilmentSettings;
