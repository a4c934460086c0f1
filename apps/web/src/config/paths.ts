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

export const paths = {
  home: { path: '/', href: () => '/' },
  privacy: { path: '/privacy', href: () => '/privacy' },
  terms: { path: '/terms', href: () => '/terms' },
  financials: { path: '/financials', href: () => '/financials' },
  success: { path: '/success', href: () => '/success' },
  markets: { path: '/markets', href: () => '/markets' },

  auth: {
    login: { path: '/login', href: () => '/login' },
    provider: { path: '/provider', href: () => '/provider' },
    takers: { path: '/takers', href: () => '/takers' },
    /** The emailed verification link: `${origin}/verify?token=...`. */
    verify: {
      path: '/verify',
      href: (token?: string) => (token ? `/verify?token=${encodeURIComponent(token)}` : '/verify'),
    },
  },

  admin: {
    root: { path: '/admin', href: () => '/admin' },
    products: { path: '/admin/products', href: () => '/admin/products' },
    clients: { path: '/admin/clients', href: () => '/admin/clients' },
    customers: { path: '/admin/customers', href: () => '/admin/customers' },
    onboardings: { path: '/admin/onboardings', href: () => '/admin/onboardings' },
    onboarding: {
      path: '/admin/onboardings/:t/:id',
      href: (t: 's' | 'o', id: string) => `/admin/onboardings/${t}/${encodeURIComponent(id)}`,
    },
    deposits: { path: '/admin/deposits', href: (query?: ListQuery) => withQuery('/admin/deposits', query) },
    deposit: {
      path: '/admin/deposits/:id',
      href: (id: string) => `/admin/deposits/${encodeURIComponent(id)}`,
    },
    sales: { path: '/admin/sales', href: (query?: ListQuery) => withQuery('/admin/sales', query) },
    sale: { path: '/admin/sales/:id', href: (id: string) => `/admin/sales/${encodeURIComponent(id)}` },
    salesReport: {
      path: '/admin/reports/sales',
      href: (query?: ListQuery) => withQuery('/admin/reports/sales', query),
    },
    depositsReport: {
      path: '/admin/reports/deposits',
      href: (query?: ListQuery) => withQuery('/admin/reports/deposits', query),
    },
    audit: { path: '/admin/audit', href: (query?: ListQuery) => withQuery('/admin/audit', query) },
  },

  supplier: {
    root: { path: '/supplier', href: () => '/supplier' },
    inventories: { path: '/supplier/inventories', href: () => '/supplier/inventories' },
    inventory: {
      path: '/supplier/inventories/:id',
      href: (id: string) => `/supplier/inventories/${encodeURIComponent(id)}`,
    },
    stocks: {
      path: '/supplier/stocks',
      href: (inventoryId?: string) =>
        inventoryId ? `/supplier/stocks?inventoryId=${encodeURIComponent(inventoryId)}` : '/supplier/stocks',
    },
    prices: {
      path: '/supplier/prices',
      href: (inventoryId?: string) =>
        inventoryId ? `/supplier/prices?inventoryId=${encodeURIComponent(inventoryId)}` : '/supplier/prices',
    },
    profile: { path: '/supplier/profile', href: () => '/supplier/profile' },
    sales: { path: '/supplier/sales', href: (query?: ListQuery) => withQuery('/supplier/sales', query) },
    sale: { path: '/supplier/sales/:id', href: (id: string) => `/supplier/sales/${encodeURIComponent(id)}` },
    salesReport: {
      path: '/supplier/reports/sales',
      href: (query?: ListQuery) => withQuery('/supplier/reports/sales', query),
    },
    depositsReport: {
      path: '/supplier/reports/deposits',
      href: (query?: ListQuery) => withQuery('/supplier/reports/deposits', query),
    },
  },

  offtaker: {
    root: { path: '/offtaker', href: () => '/offtaker' },
    profile: { path: '/offtaker/profile', href: () => '/offtaker/profile' },
    transactions: { path: '/offtaker/transactions', href: () => '/offtaker/transactions' },
    /** The wallet statement, optionally filtered to one currency (?currency=NGN). */
    deposits: {
      path: '/offtaker/deposits',
      href: (currency?: string) =>
        currency ? `/offtaker/deposits?currency=${encodeURIComponent(currency)}` : '/offtaker/deposits',
    },
    deposit: {
      path: '/offtaker/deposits/:id',
      href: (id: string) => `/offtaker/deposits/${encodeURIComponent(id)}`,
    },
    sales: { path: '/offtaker/sales', href: () => '/offtaker/sales' },
    sale: { path: '/offtaker/sales/:id', href: (id: string) => `/offtaker/sales/${encodeURIComponent(id)}` },
    salesReport: {
      path: '/offtaker/reports/sales',
      href: (query?: ListQuery) => withQuery('/offtaker/reports/sales', query),
    },
    depositsReport: {
      path: '/offtaker/reports/deposits',
      href: (query?: ListQuery) => withQuery('/offtaker/reports/deposits', query),
    },
  },
} as const;

/** The part of an area path after its base, as a child route of that area wants it. */
export function childPath(fullPath: string, base: string): string {
  return fullPath.slice(base.length + 1);
}
