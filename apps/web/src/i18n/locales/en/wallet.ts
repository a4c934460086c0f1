// The wallet cards (features/wallet).
export default {
  names: {
    offtaker: { NGN: 'Naira wallet', USD: 'US dollar wallet' },
    supplier: { NGN: 'Naira settlement wallet', USD: 'US dollar settlement wallet' },
  },
  heading: '{{name}} ({{currency}})',
  loading: 'Loading...',
  loadError: 'We could not load this balance. {{message}}',
  tryAgain: 'Try again',
  available: 'Available',
  heldForPurchases: 'Held for pending purchases:',
  heldForPayouts: 'Held for payouts:',
  heldForWithdrawals: 'Held for withdrawals:',
  statement: 'Statement',
} as const;
