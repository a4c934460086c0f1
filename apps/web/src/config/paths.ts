// Every route of the spec's section 2 in one place. Components link with `paths.x.href()`
// instead of writing path strings; router.tsx builds the route table from the same entries.

/** Filters a list keeps in its address (?status=Pending&currency=NGN); empty values are left out. */
export type ListQuery = Record<string, string | undefined>;

/** `base` with the non-empty `query` values as its search string. */
export function withQuery(base: string, query?: ListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

/** A page with nothing in its address but its path. */
const page = (path: string) => ({ path, href: () => path });

/** A list page whose filters live in its address (`href({ status: 'Pending' })`). */
const listPage = (path: string) => ({ path, href: (query?: ListQuery) => withQuery(path, query) });

/** The page of one item under `base`: `${base}/:id`. */
const itemPage = (base: string) => ({
  path: `${base}/:id`,
  href: (id: string) => `${base}/${encodeURIComponent(id)}`,
});

/** A page with one optional filter in its address (`href(value)`: `${path}?${name}=value`). */
const filteredBy = (path: string, name: string) => ({
  path,
  href: (value?: string) => (value ? `${path}?${name}=${encodeURIComponent(value)}` : path),
});

export const paths = {
  home: page('/'),
  privacy: page('/privacy'),
  terms: page('/terms'),
  financials: page('/financials'),
  success: page('/success'),
  markets: page('/markets'),
  /** The published daily rates (issue 19, point 4). */
  rates: page('/rates'),

  auth: {
    login: page('/login'),
    provider: page('/provider'),
    takers: page('/takers'),
    /** The emailed verification link: `${origin}/verify?token=...`. */
    verify: filteredBy('/verify', 'token'),
    /** Asks for a password-reset link (linked from the log-in page). */
    forgotPassword: page('/forgot-password'),
    /** The emailed password-reset link: `${origin}/reset-password?token=...`. */
    resetPassword: filteredBy('/reset-password', 'token'),
    /** Both emailed links of a change of email address: `${origin}/email-change?token=...`. */
    emailChange: filteredBy('/email-change', 'token'),
  },

  admin: {
    root: page('/admin'),
    products: page('/admin/products'),
    clients: page('/admin/clients'),
    customers: page('/admin/customers'),
    onboardings: page('/admin/onboardings'),
    onboarding: {
      path: '/admin/onboardings/:t/:id',
      href: (t: 's' | 'o', id: string) => `/admin/onboardings/${t}/${encodeURIComponent(id)}`,
    },
    deposits: listPage('/admin/deposits'),
    deposit: itemPage('/admin/deposits'),
    sales: listPage('/admin/sales'),
    sale: itemPage('/admin/sales'),
    salesReport: listPage('/admin/reports/sales'),
    depositsReport: listPage('/admin/reports/deposits'),
    audit: listPage('/admin/audit'),
    /** The signed-in operator's notification emails (Settings > Notifications). */
    notifications: page('/admin/notifications'),
    /** The signed-in operator's own sign-in: password, email address, sessions, two-factor. */
    account: page('/admin/account'),
    /** The logistics day board (issue 17): ?day=YYYY-MM-DD&hubId=... */
    deliveries: listPage('/admin/deliveries'),
    trucks: page('/admin/trucks'),
    drivers: page('/admin/drivers'),
    slots: page('/admin/slots'),
    /** The fee per litre delivered, per hub, destination state and currency. */
    logisticsFees: page('/admin/logistics-fees'),
    /** Sales whose fulfilment is disputed, to resolve. */
    disputes: page('/admin/disputes'),
    /** Gas lost in transit or refused at delivery, to resolve (issue 17). */
    losses: page('/admin/losses'),
    /** Payouts and withdrawals to approve, reject and mark paid (issue 18). */
    payouts: page('/admin/payouts'),
    /** Deposits approved, payouts paid and the expected bank balance per currency (issue 18). */
    finance: page('/admin/finance'),
    /** The platform's bank accounts that receive deposits (issue 18). */
    receivingAccounts: page('/admin/receiving-accounts'),
  },

  supplier: {
    root: page('/supplier'),
    inventories: page('/supplier/inventories'),
    inventory: itemPage('/supplier/inventories'),
    stocks: filteredBy('/supplier/stocks', 'inventoryId'),
    prices: filteredBy('/supplier/prices', 'inventoryId'),
    profile: page('/supplier/profile'),
    businessProfile: page('/supplier/business-profile'),
    sales: listPage('/supplier/sales'),
    sale: itemPage('/supplier/sales'),
    salesReport: listPage('/supplier/reports/sales'),
    depositsReport: listPage('/supplier/reports/deposits'),
    /** Payouts from the settlement wallet (issue 18). */
    payouts: page('/supplier/payouts'),
    /** Buyers' open bids to sell into (issue 19). */
    bids: page('/supplier/bids'),
  },

  offtaker: {
    root: page('/offtaker'),
    profile: page('/offtaker/profile'),
    businessProfile: page('/offtaker/business-profile'),
    transactions: page('/offtaker/transactions'),
    /** The wallet statement, optionally filtered to one currency (?currency=NGN). */
    deposits: filteredBy('/offtaker/deposits', 'currency'),
    deposit: itemPage('/offtaker/deposits'),
    sales: page('/offtaker/sales'),
    sale: itemPage('/offtaker/sales'),
    salesReport: listPage('/offtaker/reports/sales'),
    depositsReport: listPage('/offtaker/reports/deposits'),
    /** Withdrawals of funds not held (issue 18). */
    withdrawals: page('/offtaker/withdrawals'),
    /** The buyer's buy bids (issue 19). */
    bids: page('/offtaker/bids'),
  },

  /** The driver's area (issue 17): its assigned deliveries, on a phone. */
  driver: {
    root: page('/driver'),
  },
} as const;

/** The part of an area path after its base, as a child route of that area wants it. */
export function childPath(fullPath: string, base: string): string {
  return fullPath.slice(base.length + 1);
}
