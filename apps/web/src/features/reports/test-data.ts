import type { DepositsReport, SalesReport, SalesReportRow, SupplierStatement } from '@gas/shared';

// Plausible report answers for the component tests: Zuma Gas selling CNG and LNG at Ajaokuta
// and Kaduna to Kano Textiles and Abuja Steel. Money in minor units.

export const ids = {
  cng: '5d0c6a7e-1f2b-4c3d-8e9f-0a1b2c3d4e01',
  lng: '5d0c6a7e-1f2b-4c3d-8e9f-0a1b2c3d4e02',
  ajaokuta: 'c0ffee00-0000-4000-8000-0000000000a1',
  kaduna: 'c0ffee00-0000-4000-8000-0000000000a2',
  zuma: 'c0ffee00-0000-4000-8000-000000000002',
  kanoTextiles: 'c0ffee00-0000-4000-8000-000000000011',
  abujaSteel: 'c0ffee00-0000-4000-8000-000000000012',
};

export const saleRow: SalesReportRow = {
  id: '9b8c7d6e-5f4a-4b3c-8d2e-1f0a9b8c7d01',
  reference: 'SL-260514-4F7Q',
  createdUtc: '2026-05-14T09:30:00.000Z',
  completedUtc: '2026-05-14T11:00:00.000Z',
  status: 'Approved',
  resolution: 'Approved',
  customer: { id: ids.kanoTextiles, name: 'Kano Textiles Ltd' },
  supplier: { id: ids.zuma, name: 'Zuma Gas Ltd' },
  product: { id: ids.cng, name: 'Compressed Natural Gas (CNG)' },
  hub: { id: ids.ajaokuta, name: 'Ajaokuta' },
  quantity: 2_500,
  unit: 'Liters',
  unitPrice: 35_000,
  amount: 87_500_000,
  fee: 875_000,
  currency: 'NGN',
  fulfilmentMethod: 'delivery',
  fulfilmentStatus: 'Settled',
  deliveredQuantity: 2_400,
  logisticsFee: 625_000,
  logisticsFeeCharged: 600_000,
  settledUtc: '2026-05-15T12:00:00.000Z',
};

export const pendingUsdRow: SalesReportRow = {
  ...saleRow,
  id: '9b8c7d6e-5f4a-4b3c-8d2e-1f0a9b8c7d02',
  reference: 'SL-260603-8K2M',
  createdUtc: '2026-06-03T14:05:00.000Z',
  completedUtc: null,
  status: 'Pending',
  resolution: null,
  customer: { id: ids.abujaSteel, name: 'Abuja Steel Works' },
  product: { id: ids.lng, name: 'Liquefied Natural Gas (LNG)' },
  hub: { id: ids.kaduna, name: 'Kaduna' },
  quantity: 1_000,
  unitPrice: 24,
  amount: 24_000,
  fee: null,
  fulfilmentMethod: 'collection',
  fulfilmentStatus: null,
  deliveredQuantity: null,
  logisticsFee: 0,
  logisticsFeeCharged: null,
  settledUtc: null,
  currency: 'USD',
};

/** Eight more naira sales, to fill a first page of ten. */
export const olderRows: SalesReportRow[] = Array.from({ length: 8 }, (_, index) => ({
  ...saleRow,
  id: `9b8c7d6e-5f4a-4b3c-8d2e-1f0a9b8c7e${String(index + 10)}`,
  reference: `SL-2604${String(index + 10)}-OLD${index}`,
  createdUtc: `2026-04-${String(index + 10)}T09:00:00.000Z`,
}));

export const salesReport: SalesReport = {
  rows: [pendingUsdRow, saleRow, ...olderRows],
  total: 23,
  page: 1,
  pageSize: 10,
  totals: [
    { currency: 'NGN', count: 22, quantity: 61_500, amount: 2_152_500_000, fee: 21_525_000 },
    { currency: 'USD', count: 1, quantity: 1_000, amount: 24_000, fee: 0 },
  ],
  byMonth: [
    {
      month: '2026-04',
      currency: 'NGN',
      count: 12,
      quantity: 40_000,
      amount: 1_400_000_000,
      fee: 14_000_000,
    },
    { month: '2026-06', currency: 'NGN', count: 10, quantity: 21_500, amount: 752_500_000, fee: 7_525_000 },
    { month: '2026-06', currency: 'USD', count: 1, quantity: 1_000, amount: 24_000, fee: 0 },
  ],
};

export const emptySalesReport: SalesReport = {
  rows: [],
  total: 0,
  page: 1,
  pageSize: 10,
  totals: [],
  byMonth: [],
};

export const depositsReport: DepositsReport = {
  kind: 'deposits',
  rows: [
    {
      id: 'd1e2f3a4-0000-4000-8000-000000000001',
      reference: 'DP-260502-9K2M',
      createdUtc: '2026-05-02T08:00:00.000Z',
      processedUtc: '2026-05-02T12:00:00.000Z',
      status: 'Approved',
      customer: { id: ids.kanoTextiles, name: 'Kano Textiles Ltd' },
      amount: 500_000_000,
      currency: 'NGN',
    },
    {
      id: 'd1e2f3a4-0000-4000-8000-000000000002',
      reference: 'DP-260610-3H7P',
      createdUtc: '2026-06-10T08:00:00.000Z',
      processedUtc: null,
      status: 'Pending',
      customer: { id: ids.abujaSteel, name: 'Abuja Steel Works' },
      amount: 150_000,
      currency: 'USD',
    },
  ],
  total: 2,
  page: 1,
  pageSize: 10,
  totals: [
    { currency: 'NGN', count: 1, amount: 500_000_000, approvedAmount: 500_000_000 },
    { currency: 'USD', count: 1, amount: 150_000, approvedAmount: 0 },
  ],
  byMonth: [
    { month: '2026-05', currency: 'NGN', count: 1, amount: 500_000_000, approvedAmount: 500_000_000 },
    { month: '2026-06', currency: 'USD', count: 1, amount: 150_000, approvedAmount: 0 },
  ],
};

export const statement: SupplierStatement = {
  kind: 'statement',
  rows: [
    {
      id: 'e0c1f7a2-5b7d-4c1e-9a44-3f1d2c9b8a71',
      saleId: saleRow.id,
      reference: saleRow.reference,
      createdUtc: '2026-05-14T11:00:00.000Z',
      description: 'Sale SL-260514-4F7Q: 2,500 Liters of CNG to Kano Textiles Ltd',
      gross: 87_500_000,
      fee: 875_000,
      net: 86_625_000,
      balanceAfter: 1_727_500_000,
      currency: 'NGN',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 10,
  totals: [{ currency: 'NGN', count: 1, gross: 87_500_000, fee: 875_000, net: 86_625_000 }],
  byMonth: [
    { month: '2026-05', currency: 'NGN', count: 1, gross: 87_500_000, fee: 875_000, net: 86_625_000 },
  ],
};
