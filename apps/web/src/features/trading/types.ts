import type { Currency } from '@gas/shared';

// What the trading endpoints answer (apps/server/src/modules/trading and the listings call of
// modules/inventory). Money is in minor units (kobo, cents); quantities are whole litres.

export const saleStatuses = ['Pending', 'Approved', 'Rejected', 'Cancelled'] as const;
export type SaleStatus = (typeof saleStatuses)[number];

export type SaleResolution = 'Approved' | 'Rejected' | 'Cancelled' | 'Expired';

type Named = { id: string; name: string };

/** A purchase as its buyer, its supplier and the operators see it (GET sales, GET sales/{id}). */
export type Sale = {
  id: string;
  /** Human readable, e.g. SL-250814-4F7Q. */
  reference: string;
  customer: Named;
  supplier: Named;
  product: Named;
  hub: Named;
  inventoryId: string;
  quantity: number;
  unit: string;
  /** Minor units per unit of the product. */
  unitPrice: number;
  /** quantity x unitPrice, minor units. */
  amount: number;
  /** The platform's 1% transaction fee: null until the sale is approved. */
  fee: number | null;
  currency: Currency;
  amountString: string;
  status: SaleStatus;
  resolution: SaleResolution | null;
  createdUtc: string;
  expiresUtc: string;
  completedUtc: string | null;
  timeline: { event: string; utc: string }[];
};

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

/** GET payments/balances/{currency}: the offtaker's wallet in one currency. */
export type WalletBalance = { amount: number; held: number; currency: Currency; amountString: string };

/** A supplier or an offtaker as GET clients and GET customers list them (only what the filters need). */
export type PartyOption = { id: string; name: string };

/** Only a Pending sale can be approved, rejected or cancelled. */
export function isOpen(sale: Pick<Sale, 'status'>): boolean {
  return sale.status === 'Pending';
}
