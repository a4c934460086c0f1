import type { Hub, Inventory, Price, Product, StockLine } from '@gas/shared';
import { ajaokutaHub } from '../../../test/fixtures/hubs.ts';

// Plausible supply data for the component tests.

export const cngId = '6f1c2a9e-0d3b-4c55-8a8e-1b2c3d4e5f01';
export const ajaokutaId = '7a2b3c4d-5e6f-4a1b-9c8d-0e1f2a3b4c01';
export const kanoId = '7a2b3c4d-5e6f-4a1b-9c8d-0e1f2a3b4c06';

const product = (id: string, name: string, isActive: boolean): Product => ({
  id,
  name,
  unit: 'Liters',
  isActive,
  status: isActive ? 'Active' : 'Inactive',
  createdUtc: '2025-06-01T08:00:00.000Z',
});

/** Products as GET products answers them; the New Inventory dialog offers the active ones only. */
export const productChoices: Product[] = [
  product(cngId, 'CNG', true),
  product('6f1c2a9e-0d3b-4c55-8a8e-1b2c3d4e5f02', 'LNG', true),
  product('6f1c2a9e-0d3b-4c55-8a8e-1b2c3d4e5f03', 'Butane', false),
];

export const hubList: Hub[] = [
  { id: ajaokutaId, ...ajaokutaHub },
  {
    id: kanoId,
    code: 'KAN',
    name: 'Kano',
    region: 'North West',
    state: 'Kano',
    deliveryDays: 3,
    isOperational: false,
  },
];

export const cngAtAjaokuta: Inventory = {
  id: '9d8c7b6a-5f4e-4d3c-8b2a-190817161501',
  product: { id: cngId, name: 'CNG', unit: 'Liters' },
  hub: { id: ajaokutaId, name: 'Ajaokuta' },
  supplier: { id: 'a1b2c3d4-0000-4000-8000-000000000001', name: 'Zuma Gas Ltd' },
  quantity: 125_000,
  available: 118_500,
  createdUtc: '2025-06-03T08:30:00.000Z',
};

export const lngAtKano: Inventory = {
  ...cngAtAjaokuta,
  id: '9d8c7b6a-5f4e-4d3c-8b2a-190817161502',
  product: { id: productChoices[1]!.id, name: 'LNG', unit: 'Liters' },
  hub: { id: kanoId, name: 'Kano' },
  quantity: 40_000,
  available: 40_000,
};

function line(overrides: Partial<StockLine> & Pick<StockLine, 'id'>): StockLine {
  return {
    inventoryId: cngAtAjaokuta.id,
    status: 'Approved',
    quantity: 20_000,
    unit: 'Liters',
    flow: 'In',
    category: 'Supply',
    createdUtc: '2025-08-10T09:00:00.000Z',
    processedUtc: '2025-08-10T11:00:00.000Z',
    ...overrides,
  };
}

export const pendingSupply = line({
  id: 'b0000000-0000-4000-8000-000000000001',
  status: 'Pending',
  quantity: 15_000,
  processedUtc: null,
  createdUtc: '2025-08-14T10:05:00.000Z',
});
export const pendingSale = line({
  id: 'b0000000-0000-4000-8000-000000000002',
  status: 'Pending',
  quantity: 6_500,
  flow: 'Out',
  category: 'Sale',
  processedUtc: null,
  createdUtc: '2025-08-13T15:20:00.000Z',
});
export const approvedSupply = line({ id: 'b0000000-0000-4000-8000-000000000003' });
export const rejectedSupply = line({
  id: 'b0000000-0000-4000-8000-000000000004',
  status: 'Rejected',
  quantity: 9_000,
  createdUtc: '2025-08-01T09:00:00.000Z',
});

export const stockLines: StockLine[] = [pendingSupply, pendingSale, approvedSupply, rejectedSupply];

function price(overrides: Partial<Price> & Pick<Price, 'id' | 'amount' | 'currency' | 'createdUtc'>): Price {
  return { inventoryId: cngAtAjaokuta.id, amountString: '', ...overrides };
}

/** Newest first, as the server answers. */
export const priceList: Price[] = [
  price({ id: 'c1', amount: 36_500, currency: 'NGN', createdUtc: '2025-08-12T08:00:00.000Z' }),
  price({ id: 'c2', amount: 24, currency: 'USD', createdUtc: '2025-08-05T08:00:00.000Z' }),
  price({ id: 'c3', amount: 35_000, currency: 'NGN', createdUtc: '2025-07-20T08:00:00.000Z' }),
  price({ id: 'c4', amount: 34_250, currency: 'NGN', createdUtc: '2025-07-01T08:00:00.000Z' }),
];
