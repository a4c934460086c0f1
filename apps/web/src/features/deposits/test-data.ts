import type { Payment } from '@gas/shared';

// Plausible statement lines for the component tests: Amina Bello of Kano Textiles.

export const amina = { id: 'c1a2b3c4-0000-4000-8000-000000000001', name: 'Amina Bello' };

export const pendingDeposit: Payment = {
  id: 'd0000000-0000-4000-8000-000000000001',
  reference: 'DP-250814-9K2M',
  customer: amina,
  flow: 'Credit',
  status: 'Pending',
  amount: 35_000_000,
  currency: 'NGN',
  amountString: '₦350,000.00',
  prevBal: null,
  currBal: null,
  createdUtc: '2025-08-14T09:30:00.000Z',
  processedUtc: null,
  receiptPaths: ['/api/payments/d0000000-0000-4000-8000-000000000001/receipts/0'],
};

export const approvedDeposit: Payment = {
  id: 'd0000000-0000-4000-8000-000000000002',
  reference: 'DP-250802-4F7Q',
  customer: amina,
  flow: 'Credit',
  status: 'Approved',
  amount: 250_000_000,
  currency: 'NGN',
  amountString: '₦2,500,000.00',
  prevBal: 50_000_000,
  currBal: 300_000_000,
  createdUtc: '2025-08-02T08:00:00.000Z',
  processedUtc: '2025-08-02T11:00:00.000Z',
  receiptPaths: ['/api/payments/d0000000-0000-4000-8000-000000000002/receipts/0'],
};

export const usdDeposit: Payment = {
  id: 'd0000000-0000-4000-8000-000000000003',
  reference: 'DP-250720-7TQA',
  customer: amina,
  flow: 'Credit',
  status: 'Rejected',
  amount: 1_200_000,
  currency: 'USD',
  amountString: '$12,000.00',
  prevBal: null,
  currBal: null,
  createdUtc: '2025-07-20T14:15:00.000Z',
  processedUtc: '2025-07-21T10:00:00.000Z',
  receiptPaths: ['/api/payments/d0000000-0000-4000-8000-000000000003/receipts/0'],
};

export const purchaseLine: Payment = {
  id: 'd0000000-0000-4000-8000-000000000004',
  reference: 'SL-250815-2HXC',
  customer: amina,
  flow: 'Debit',
  status: 'Pending',
  amount: 7_300_000,
  currency: 'NGN',
  amountString: '₦73,000.00',
  prevBal: 300_000_000,
  currBal: 292_700_000,
  createdUtc: '2025-08-15T12:00:00.000Z',
  processedUtc: null,
  receiptPaths: [],
};
