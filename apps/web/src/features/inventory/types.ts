import type { Currency } from '@gas/shared';

// What the supply endpoints answer (apps/server/src/modules/inventory and catalogue).

export type Inventory = {
  id: string;
  product: { id: string; name: string; unit: string };
  hub: { id: string; name: string };
  supplier: { id: string; name: string };
  /** Approved stock on hand, whole litres. */
  quantity: number;
  /** Quantity minus what pending purchases reserve. */
  available: number;
  createdUtc: string;
};

export const stockStatuses = ['Pending', 'Approved', 'Rejected', 'Cancelled'] as const;
export type StockStatus = (typeof stockStatuses)[number];

export type StockLine = {
  id: string;
  inventoryId: string;
  status: StockStatus;
  quantity: number;
  unit: string;
  flow: 'In' | 'Out';
  category: 'Supply' | 'Sale';
  createdUtc: string;
  processedUtc: string | null;
};

export type Price = {
  id: string;
  inventoryId: string;
  /** Minor units (kobo, cents) per unit of the product. */
  amount: number;
  currency: Currency;
  amountString: string;
  createdUtc: string;
};

export type Hub = {
  id: string;
  code: string;
  name: string;
  region: string;
  state: string;
  deliveryDays: number;
  isOperational: boolean;
};

export type ProductChoice = { id: string; name: string; unit: string; isActive: boolean };

/** Only Pending Supply lines are decided by hand; Sale lines are settled by their purchase. */
export function canDecide(line: StockLine): boolean {
  return line.status === 'Pending' && line.category === 'Supply';
}
