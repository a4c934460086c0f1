import type { Currency } from '@gas/shared';

// What the listings, products and parties endpoints answer, as the New Transaction dialog
// uses them (their contracts move to packages/shared/src/contracts). Sales: contracts/trading.ts;
// wallet balances: contracts/wallet.ts.

/** An offer able to fill a quantity (GET inventories/listings/...): `contract` is the inventory id. */
export type Offer = {
  contract: string;
  /** Minor units per unit. */
  price: number;
  /** "₦350.00 / Liter". */
  priceString: string;
  available: number;
  unit: string;
  currency: Currency;
  hub: string;
  deliveryDays: number;
  supplier: string;
};

export type ProductChoice = { id: string; name: string; unit: string; isActive: boolean };

/** A supplier or an offtaker as GET clients and GET customers list them (only what the filters need). */
export type PartyOption = { id: string; name: string };
