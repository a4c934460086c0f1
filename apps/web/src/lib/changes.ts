import type { QueryClient, QueryKey } from '@tanstack/react-query';

// What each change on the server touches: the query keys (the first parts of the features' keys)
// whose answers it changes, so that every view showing them re-reads after it. A view that shows
// a figure adds its key here once, instead of every mutation remembering it.

/** The roots of the query keys that the features' api/ files read under. */
const views = {
  /** Every role's dashboard figures. */
  dashboard: ['dashboard'],
  /** Wallet balances, deposits and the statement. */
  payments: ['payments'],
  sales: ['sales'],
  inventories: ['inventories'],
  stocks: ['stocks'],
  prices: ['prices'],
  /** The offers New Transaction shows. */
  listings: ['listings'],
  /** The public Market Data (the latest prices and what is available). */
  markets: ['markets'],
  /** The sales and deposits reports. */
  reports: ['reports'],
  /** Every audited change adds a line to the audit trail. */
  audit: ['audit'],
  /** The catalogue and every product choice built from it. */
  products: ['products'],
  profile: ['profile'],
  /** The signed-in operator's choice of notification emails. */
  notificationSettings: ['notification-settings'],
  /** The signed-in user's sessions ("your sessions"). */
  sessions: ['sessions'],
  /** The signed-in user's two-factor sign-in (on or off, recovery codes left). */
  twoFactor: ['two-factor'],
  /** The signed-in user's open change of email address (and the address itself). */
  emailChange: ['email-change'],
  /** The registrations waiting for a decision. */
  onboarding: ['onboarding'],
  /** Business profiles and their certificates (issue 18): the party's own and operators' view. */
  businessProfile: ['business-profile'],
  /** An offtaker's delivery sites (its profile, the New Transaction dialog's choice). */
  deliverySites: ['delivery-sites'],
  /** The operators' logistics fees and the delivery quotes built from them. */
  logisticsFees: ['logistics-fees'],
  /** Deliveries: the operators' day board and a driver's own list. */
  deliveries: ['deliveries'],
  /** The operators' trucks, drivers and loading slots. */
  trucks: ['trucks'],
  drivers: ['drivers'],
  slots: ['slots'],
  /** A party's payout bank accounts (issue 18). */
  payoutAccounts: ['payout-accounts'],
  /** The platform's receiving accounts, and the deposit instructions built from them. */
  receivingAccounts: ['receiving-accounts'],
  /** Payouts and withdrawals (issue 18): the parties' lists and the operators' queue. */
  payouts: ['payouts'],
  /** The operators' Finance page (deposits approved, payouts paid, expected bank balance). */
  finance: ['finance'],
  /** Gas lost in transit or refused at delivery, for the operators (issue 17). */
  losses: ['fulfilment-losses'],
  /** Open buy bids (issue 19): the suppliers' list to sell into and the buyers' own. */
  bids: ['bids'],
  /** The public trade record and the daily rates published from it (issue 19). */
  trades: ['trades'],
  rates: ['rates'],
} as const satisfies Record<string, QueryKey>;

type View = keyof typeof views;

/** A change on the server -> the views it changes. */
const touches = {
  /**
   * A purchase: a Pending sale, the amount held, the stock reserved; the delivery quote too (a
   * purchase refused for a changed logistics fee then shows the new one).
   */
  purchase: [
    'sales',
    'payments',
    'dashboard',
    'inventories',
    'listings',
    'markets',
    'logisticsFees',
    'reports',
    'audit',
  ],
  /** Approve, reject or cancel a sale: the money settles or is released, the stock moves. */
  saleResolution: [
    'sales',
    'payments',
    'dashboard',
    'inventories',
    'stocks',
    'listings',
    'markets',
    'reports',
    'audit',
  ],
  /** A deposit sent: a Pending credit the operators count. */
  deposit: ['payments', 'dashboard', 'reports', 'audit'],
  /** A deposit approved or rejected: the wallet is credited (or not). */
  depositDecision: ['payments', 'dashboard', 'reports', 'audit'],
  /** A new inventory: empty until stock is approved. */
  inventory: ['inventories', 'dashboard', 'audit'],
  /** Stock added (Pending). */
  stock: ['stocks', 'inventories', 'dashboard', 'audit'],
  /** Stock approved or rejected: the quantity on hand and what is offered. */
  stockDecision: ['stocks', 'inventories', 'dashboard', 'listings', 'markets', 'audit'],
  /** A new price: what is offered and what the market shows. */
  price: ['prices', 'inventories', 'listings', 'markets', 'audit'],
  /** A product created, switched Active/Inactive or deleted. */
  product: ['products', 'inventories', 'listings', 'markets', 'audit'],
  /** A contact added or changed. */
  contact: ['profile', 'audit'],
  /** A session of one's own ended, or every other one. */
  session: ['sessions', 'audit'],
  /** A change of email address asked for or cancelled. */
  emailChange: ['emailChange', 'audit'],
  /** Two-factor sign-in turned on or off, or new recovery codes made. */
  twoFactor: ['twoFactor', 'audit'],
  /** A business profile saved or a certificate uploaded. */
  businessProfile: ['businessProfile', 'audit'],
  /** A registration approved or rejected (the parties' own lists refresh in parties/api). */
  onboardingDecision: ['onboarding', 'dashboard', 'audit'],
  /** A party suspended (its pending purchases cancelled) or reinstated. */
  standing: ['dashboard', 'sales', 'payments', 'inventories', 'listings', 'markets', 'reports', 'audit'],
  /** A delivery site added, changed, deleted or archived. */
  deliverySite: ['deliverySites', 'audit'],
  /** A logistics fee set, changed or deleted: the fee table and what deliveries are quoted. */
  logisticsFee: ['logisticsFees', 'audit'],
  /** A truck, driver or loading slot added or changed. */
  truck: ['trucks', 'deliveries', 'audit'],
  driver: ['drivers', 'deliveries', 'audit'],
  slot: ['slots', 'audit'],
  /**
   * A logistics step (schedule, loading, departure, proof of delivery): the board, the slots'
   * places, the sale's fulfilment and its timeline.
   */
  logisticsStep: ['deliveries', 'slots', 'sales', 'dashboard', 'audit'],
  /**
   * A step of a sale's fulfilment by the buyer or the operators (accept, dispute, cancel, resolve):
   * a settlement pays the supplier and releases the rest, a cancellation releases all and the stock.
   */
  fulfilment: [
    'sales',
    'payments',
    'dashboard',
    'inventories',
    'stocks',
    'listings',
    'markets',
    'reports',
    'losses',
    'audit',
  ],
  /**
   * An operator cancels a sale before loading: everything held released, the stock back, its
   * slot's place and truck freed.
   */
  operatorCancel: [
    'deliveries',
    'slots',
    'sales',
    'payments',
    'dashboard',
    'inventories',
    'stocks',
    'listings',
    'markets',
    'reports',
    'audit',
  ],
  /** An operator closes a loss with a note. */
  loss: ['losses', 'audit'],
  /** An operator's notification emails turned on or off. */
  notificationSettings: ['notificationSettings'],
  /**
   * A payout account added, replaced or removed. Replacing or removing one cancels the payouts
   * Requested to it and gives their amounts back (server: cancelOpenPayoutsForAccount), so the
   * payouts, the wallet and the operators' pages change too.
   */
  payoutAccount: ['payoutAccounts', 'payouts', 'payments', 'dashboard', 'finance', 'audit'],
  /** A receiving account added, changed, turned on or off. */
  receivingAccount: ['receivingAccounts', 'audit'],
  /** A payout or withdrawal requested, approved, rejected, paid or cancelled: the wallet and its holds. */
  payout: ['payouts', 'payments', 'dashboard', 'finance', 'audit'],
  /** A buy bid posted or cancelled (issue 19): its funds held or released, the market's buy side. */
  bid: ['bids', 'payments', 'dashboard', 'markets', 'audit'],
  /** A supplier sold into a bid: an accepted sale in fulfilment, stock reserved, the bid's rest. */
  bidFill: [
    'bids',
    'sales',
    'payments',
    'dashboard',
    'inventories',
    'stocks',
    'listings',
    'markets',
    'reports',
    'audit',
  ],
  /**
   * What the live market stream says changed anywhere (lib/market-stream.ts): offers (prices and
   * stock on offer), buy bids, trades, the daily rates. Only the market's public views re-read.
   */
  marketOffers: ['markets', 'listings'],
  marketBids: ['markets', 'bids'],
  marketTrades: ['markets', 'trades'],
  marketRates: ['markets', 'rates'],
} as const satisfies Record<string, readonly View[]>;

export type Change = keyof typeof touches;

/** The query keys a change makes stale. */
export function keysTouchedBy(change: Change): QueryKey[] {
  return touches[change].map((view) => views[view]);
}

/** Marks every query the change touched stale (those on screen re-read); resolves once they have. */
export function refreshAfter(queryClient: QueryClient, change: Change): Promise<unknown> {
  return Promise.all(keysTouchedBy(change).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
