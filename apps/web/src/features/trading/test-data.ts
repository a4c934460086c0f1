import type { Offer, ProductChoice, Sale, WalletBalance } from './types.ts';

// Plausible trading data for the component tests: CNG at Ajaokuta and Kaduna, bought by
// Abuja Steel. Money in minor units.

export const cng: ProductChoice = {
  id: '5d0c6a7e-1f2b-4c3d-8e9f-0a1b2c3d4e01',
  name: 'Compressed Natural Gas (CNG)',
  unit: 'Liters',
  isActive: true,
};
export const lng: ProductChoice = {
  id: '5d0c6a7e-1f2b-4c3d-8e9f-0a1b2c3d4e02',
  name: 'Liquefied Natural Gas (LNG)',
  unit: 'Liters',
  isActive: true,
};
export const retired: ProductChoice = {
  id: '5d0c6a7e-1f2b-4c3d-8e9f-0a1b2c3d4e03',
  name: 'Retired Blend',
  unit: 'Liters',
  isActive: false,
};

export const ajaokutaOffer: Offer = {
  contract: '7a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a01',
  price: 35_000,
  priceString: '₦350.00 / Liter',
  available: 118_500,
  unit: 'Liters',
  currency: 'NGN',
  hub: 'Ajaokuta',
  deliveryDays: 2,
  supplier: 'Zuma Gas Ltd',
};
export const kadunaOffer: Offer = {
  contract: '7a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a02',
  price: 36_250,
  priceString: '₦362.50 / Liter',
  available: 40_000,
  unit: 'Liters',
  currency: 'NGN',
  hub: 'Kaduna',
  deliveryDays: 3,
  supplier: 'Delta CNG Company',
};
export const usdOffer: Offer = {
  ...ajaokutaOffer,
  price: 24,
  priceString: '$0.24 / Liter',
  currency: 'USD',
};

export function balanceOf(amount: number, currency: 'NGN' | 'USD' = 'NGN'): WalletBalance {
  const symbol = currency === 'NGN' ? '₦' : '$';
  return {
    amount,
    held: 0,
    currency,
    amountString: `${symbol}${(amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  };
}

export const pendingSale: Sale = {
  id: '9b8c7d6e-5f4a-4b3c-8d2e-1f0a9b8c7d01',
  reference: 'SL-250814-4F7Q',
  customer: { id: 'c0ffee00-0000-4000-8000-000000000001', name: 'Chinedu Okafor' },
  supplier: { id: 'c0ffee00-0000-4000-8000-000000000002', name: 'Zuma Gas Ltd' },
  product: { id: cng.id, name: cng.name },
  hub: { id: 'c0ffee00-0000-4000-8000-000000000003', name: 'Ajaokuta' },
  inventoryId: ajaokutaOffer.contract,
  quantity: 1_000,
  unit: 'Liters',
  unitPrice: 35_000,
  amount: 35_000_000,
  fee: null,
  currency: 'NGN',
  amountString: '₦350,000.00',
  status: 'Pending',
  resolution: null,
  createdUtc: '2025-08-14T10:05:00.000Z',
  expiresUtc: '2025-08-16T10:05:00.000Z',
  completedUtc: null,
  timeline: [{ event: 'Placed', utc: '2025-08-14T10:05:00.000Z' }],
};

export const approvedSale: Sale = {
  ...pendingSale,
  id: '9b8c7d6e-5f4a-4b3c-8d2e-1f0a9b8c7d02',
  reference: 'SL-250802-8K2M',
  quantity: 250,
  amount: 8_750_000,
  amountString: '₦87,500.00',
  fee: 87_500,
  status: 'Approved',
  resolution: 'Approved',
  createdUtc: '2025-08-02T08:30:00.000Z',
  expiresUtc: '2025-08-04T08:30:00.000Z',
  completedUtc: '2025-08-02T15:45:00.000Z',
  timeline: [
    { event: 'Placed', utc: '2025-08-02T08:30:00.000Z' },
    { event: 'Approved', utc: '2025-08-02T15:45:00.000Z' },
  ],
};

export const cancelledUsdSale: Sale = {
  ...pendingSale,
  id: '9b8c7d6e-5f4a-4b3c-8d2e-1f0a9b8c7d03',
  reference: 'SL-250720-2B9X',
  quantity: 500,
  unitPrice: 24,
  amount: 12_000,
  amountString: '$120.00',
  currency: 'USD',
  status: 'Cancelled',
  resolution: 'Expired',
  createdUtc: '2025-07-20T12:00:00.000Z',
  expiresUtc: '2025-07-22T12:00:00.000Z',
  completedUtc: '2025-07-22T12:00:00.000Z',
  timeline: [
    { event: 'Placed', utc: '2025-07-20T12:00:00.000Z' },
    { event: 'Expired', utc: '2025-07-22T12:00:00.000Z' },
  ],
};
