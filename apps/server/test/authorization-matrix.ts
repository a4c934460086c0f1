// Who may call what: one entry per API route ("METHOD /path/:param" exactly as registered), with
// the status each identity must get. authorization-matrix.test.ts runs every cell against the real
// app and fails when the app has a route this table does not list (or the table a route the app
// lacks), so a new route cannot ship without deciding who may call it.
//
// To add a route: add `'METHOD /api/path': { expect: ..., request: ... }` below. `expect` comes
// from the helpers (`everyone`, `signedIn`, `only`) plus, where the route touches something one
// party owns, the cells of another party of the same role (`otherSupplier`, `otherOfftaker`: 404,
// as if it did not exist). `request` builds the URL and body from the fixtures; routes without
// parameters or body need none. Cells that answer 4xx run before those that answer 2xx, and a
// request builder may create a fresh resource per cell (`fx.newPendingSale()`), so cells never
// depend on each other.
import { nigerianStates, openDeliveryMonths } from '@gas/shared';
import { type BankingFixtures, payoutAccountForm, receivingAccountForm } from './banking-builders.ts';
import type { BidsFixtures } from './bids-builders.ts';
import type { CookieJar } from './helpers.ts';
import type { LogisticsFixtures } from './logistics-builders.ts';
import type { PayoutsFixtures } from './payouts-builders.ts';

export type Who =
  | 'anonymous'
  | 'admin'
  | 'supplier'
  | 'offtaker'
  | 'driver'
  | 'otherSupplier'
  | 'otherOfftaker'
  | 'otherDriver';
export type Expectations = Record<'anonymous' | 'admin' | 'supplier' | 'offtaker' | 'driver', number> &
  Partial<Record<'otherSupplier' | 'otherOfftaker' | 'otherDriver', number>>;

export type CellRequest = {
  url?: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** Sends this session instead of the identity's usual one (for routes that end sessions). */
  jar?: CookieJar | undefined;
};

/** What the request builders can use: the main parties' resources and makers of fresh ones. */
export type Fixtures = {
  partyId: { supplier: string; offtaker: string };
  email: Record<Exclude<Who, 'anonymous'>, string>;
  password: string;
  productId: string;
  hubId: string;
  /** The supplier's inventory: stocked, priced at `unitPrice` NGN. */
  inventoryId: string;
  unitPrice: number;
  /** The offtaker's deposit (with a PDF receipt) and purchase from the supplier's inventory. */
  deposit: { id: string; reference: string };
  saleId: string;
  /** A contact of the supplier's profile. */
  contactId: string;
  /** A business document (an NMDPRA licence) of the supplier's (issue 18). */
  businessDocumentId: string;
  /** The upload form of a business document of this kind (a PNG). */
  documentForm(kind: 'cac_certificate' | 'nmdpra_licence'): {
    payload: Buffer;
    headers: Record<string, string>;
  };
  /** The session of a new Pending party of this kind (which may still change its whole business profile). */
  pendingSession(kind: 'supplier' | 'offtaker'): Promise<CookieJar>;
  /** A delivery site of the offtaker's, in Kano (an NGN fee runs there from the inventory's hub). */
  deliverySiteId: string;
  /** A fresh site of the offtaker's (to delete). */
  newDeliverySite(): Promise<string>;
  /** A fresh logistics fee on a route of its own (to change or delete). */
  newLogisticsFee(): Promise<string>;
  /** Trucks, drivers and slots (issue 17). */
  logistics: LogisticsFixtures;
  /** Payout and receiving accounts (issue 18). */
  banking: BankingFixtures;
  /** Payouts and withdrawals (issue 18, point 3). */
  payouts: PayoutsFixtures;
  /** Buy bids (issue 19, point 1). */
  bids: BidsFixtures;
  /** A sale of the offtaker's from the supplier, settled, and its sale invoice (issue 18, point 5). */
  invoices: { settledSaleId: string; saleInvoiceId: string };
  /** Ids only their owners and operators may ever see in a response body. */
  privateIds: string[];
  newProduct(): Promise<string>;
  newPendingParty(kind: 'supplier' | 'offtaker'): Promise<string>;
  /** A fresh party approved by an operator (Active), or approved and then suspended. */
  newApprovedParty(kind: 'supplier' | 'offtaker', status: 'Active' | 'Suspended'): Promise<string>;
  newVerificationToken(): Promise<string>;
  /** The token of a password-reset link of a new account of its own (a reset ends its sessions). */
  newPasswordResetToken(): Promise<string>;
  newPendingDeposit(): Promise<string>;
  newPendingSale(): Promise<string>;
  /**
   * A fresh sale of the offtaker's from the supplier's inventory, approved (Ready for collection),
   * collected (Loaded: the acceptance window open), disputed, or approved and past its dispatch
   * time limit (issue 17).
   */
  newSaleInFulfilment(
    stage: 'approved' | 'collected' | 'disputed' | 'overdue' | 'in transit',
  ): Promise<string>;
  /** An open loss: a collection disputed and settled for none of it (refused gas). */
  newFulfilmentLoss(): Promise<string>;
  newPendingStockLine(): Promise<string>;
  newSignUpForm(kind: 'supplier' | 'offtaker'): Record<string, string>;
  depositForm(): { payload: Buffer; headers: Record<string, string> };
  /** A second session of the identity (so that ending it leaves the main one alone). */
  freshSession(who: Who): Promise<CookieJar | undefined>;
  /** A new account with the identity's role, for changes that would break the main one. */
  throwawaySession(who: Who): Promise<CookieJar | undefined>;
  /** The same, with a second-factor code it takes (an operator's; anyone else has none on). */
  throwawaySessionWithCode(who: Who): Promise<{ jar: CookieJar | undefined; code: string }>;
  /** A live log-in challenge of a new operator and a code it takes (second step, or enrolment). */
  secondFactorChallenge(step: 'code' | 'enrolment'): Promise<{ challenge: string; code: string }>;
  /** The id of the session whose cookies `jar` holds. */
  sessionIdOf(jar: CookieJar): Promise<string>;
  /** The current address's link of a new account's open email change. */
  newEmailChangeToken(): Promise<string>;
  /** A new account of the identity's role that has asked to change its email address. */
  sessionWithEmailChange(who: Who): Promise<CookieJar | undefined>;
};

export type MatrixEntry = {
  expect: Expectations;
  request?: (fx: Fixtures, who: Who) => CellRequest | Promise<CellRequest>;
  /** The success body is not the JSON envelope (a file, the docs). */
  isRaw?: boolean;
  /** The success is a stream that does not end (server-sent events): the cell reads its first event. */
  isStream?: boolean;
};

/** Public: every identity gets `status`. */
const everyone = (status = 200): Expectations => ({
  anonymous: status,
  admin: status,
  supplier: status,
  offtaker: status,
  driver: status,
});
/** Any signed-in identity gets `status`; anonymous 401. */
const signedIn = (status = 200): Expectations => ({ ...everyone(status), anonymous: 401 });
/** Operators, suppliers and offtakers get `status`; drivers (issue 17) 403, anonymous 401. */
const signedInParties = (status = 200): Expectations => ({ ...signedIn(status), driver: 403 });
/** Only the roles named get their status; other roles 403, anonymous 401. */
const only = (
  allowed: Partial<Record<'admin' | 'supplier' | 'offtaker' | 'driver', number>>,
): Expectations => ({
  anonymous: 401,
  admin: 403,
  supplier: 403,
  offtaker: 403,
  driver: 403,
  ...allowed,
});
const otherSupplierSees = (status: number) => ({ otherSupplier: status });
const otherOfftakerSees = (status: number) => ({ otherOfftaker: status });
/** Routes over the caller's own rows: both other parties get `status`, and must not see the main ones' ids. */
const otherParties = (status: number) => ({ ...otherSupplierSees(status), ...otherOfftakerSees(status) });

const json = (url: string, payload: unknown): CellRequest => ({ url, payload });

const matrixSite = {
  name: 'Sharada plant',
  address: 'Plot 14, Sharada Industrial Estate',
  lga: 'Kano Municipal',
  state: 'Kano',
  contactName: 'Musa Ibrahim',
  contactPhone: '08031234567',
};
/** Each fee a cell adds, moves or deletes gets a route of its own: a USD fee to the next state. */
let feeRoutesUsed = 0;
export function nextFeeRoute(fx: Pick<Fixtures, 'hubId'>) {
  const state = nigerianStates[feeRoutesUsed++ % nigerianStates.length];
  return { hubId: fx.hubId, state, currency: 'USD' };
}

export const authorizationMatrix: Record<string, MatrixEntry> = {
  // System, market data and the API description: public.
  'GET /api/health': { expect: everyone() },
  'GET /api/ready': { expect: everyone() },
  'GET /api/markets': { expect: everyone() },
  'GET /api/markets/stream': { expect: everyone(), isRaw: true, isStream: true },
  'GET /api/hubs': { expect: everyone() },
  // The public trade record and the daily rates (issue 19, point 4): anyone, no party named.
  'GET /api/trades': { expect: everyone() },
  'GET /api/trades.csv': { expect: everyone(), isRaw: true },
  'GET /api/rates': { expect: everyone() },
  'GET /api/rates.csv': { expect: everyone(), isRaw: true },
  'GET /api/docs': { expect: everyone(), isRaw: true },
  'GET /api/docs/json': { expect: everyone(), isRaw: true },
  'GET /api/docs/yaml': { expect: everyone(), isRaw: true },
  'GET /api/docs/static/index.html': { expect: everyone(302), isRaw: true },
  'GET /api/docs/static/swagger-initializer.js': { expect: everyone(), isRaw: true },
  'GET /api/docs/static/*': {
    expect: everyone(),
    isRaw: true,
    request: () => ({ url: '/api/docs/static/swagger-ui.css' }),
  },

  // Sign-up, verification and sessions.
  'POST /api/home/register/client': {
    expect: everyone(201),
    request: (fx) => json('/api/home/register/client', fx.newSignUpForm('supplier')),
  },
  'POST /api/home/register/customer': {
    expect: everyone(201),
    request: (fx) => json('/api/home/register/customer', fx.newSignUpForm('offtaker')),
  },
  'POST /api/auth/verify': {
    expect: everyone(),
    request: async (fx) => json('/api/auth/verify', { token: await fx.newVerificationToken() }),
  },
  'POST /api/auth/verify/resend': {
    expect: everyone(),
    request: () => json('/api/auth/verify/resend', { email: 'nobody.here@example.ng' }),
  },
  'POST /api/auth/password-reset': {
    expect: everyone(),
    request: () => json('/api/auth/password-reset', { email: 'nobody.here@example.ng' }),
  },
  'POST /api/auth/password-reset/complete': {
    expect: everyone(),
    request: async (fx) =>
      json('/api/auth/password-reset/complete', {
        token: await fx.newPasswordResetToken(),
        password: 'Maiduguri-LNG-77',
        confirm: 'Maiduguri-LNG-77',
      }),
  },
  'POST /api/auth/login': {
    expect: everyone(),
    // A log-in ends the session the browser held: each identity logs in from a fresh one of its own.
    request: async (fx, who) => ({
      ...json('/api/auth/login', { email: fx.email.supplier, password: fx.password }),
      jar: await fx.freshSession(who),
    }),
  },
  'POST /api/auth/logout': {
    expect: everyone(),
    request: async (fx, who) => ({ jar: await fx.freshSession(who) }),
  },
  'POST /api/auth/refresh': {
    expect: signedIn(),
    request: async (fx, who) => ({ jar: await fx.freshSession(who) }),
  },
  'GET /api/auth/role': { expect: signedIn() },

  // One's own account (issue 21): "your sessions" and the change of email address.
  'GET /api/auth/sessions': { expect: signedIn() },
  'DELETE /api/auth/sessions/:id': {
    // Each identity ends a fresh session of its own; the other parties try one of the main ones'.
    expect: { ...signedIn(), ...otherParties(404) },
    request: async (fx, who) => {
      const owner = who === 'otherSupplier' ? 'supplier' : who === 'otherOfftaker' ? 'offtaker' : who;
      const jar = await fx.freshSession(owner);
      const id = jar ? await fx.sessionIdOf(jar) : '5b0c7d4e-8a51-4f0e-9d7c-2a6e1f3b9c10';
      return { url: `/api/auth/sessions/${id}` };
    },
  },
  'POST /api/auth/sessions/revoke-others': {
    // It ends every other session of the caller: a throwaway account keeps the main ones alive.
    expect: signedIn(),
    request: async (fx, who) => ({ jar: await fx.throwawaySession(who) }),
  },
  'GET /api/auth/email-change': { expect: signedIn() },
  'POST /api/auth/email-change': {
    expect: signedIn(),
    request: async (fx, who) => ({
      ...json('/api/auth/email-change', {
        newEmail: `moved.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.ng`,
        currentPassword: fx.password,
      }),
      jar: await fx.throwawaySession(who),
    }),
  },
  'DELETE /api/auth/email-change': {
    expect: signedIn(),
    request: async (fx, who) => ({ jar: await fx.sessionWithEmailChange(who) }),
  },
  'POST /api/auth/email-change/confirm': {
    expect: everyone(),
    request: async (fx) => json('/api/auth/email-change/confirm', { token: await fx.newEmailChangeToken() }),
  },
  'POST /api/auth/email-change/cancel': {
    expect: everyone(),
    request: async (fx) => json('/api/auth/email-change/cancel', { token: await fx.newEmailChangeToken() }),
  },
  'GET /api/auth/me': { expect: signedIn() },
  // Each signed-in user's own language (issue 23).
  'PUT /api/account/language': {
    expect: signedIn(),
    request: async () => json('/api/account/language', { language: 'en' }),
  },

  // Two-factor sign-in (issue 21): the second step of a log-in takes a challenge, whoever sends it
  // (each identity from a fresh session of its own, which the new sign-in replaces)...
  'POST /api/auth/login/second-factor': {
    expect: everyone(),
    request: async (fx, who) => ({
      ...json('/api/auth/login/second-factor', await fx.secondFactorChallenge('code')),
      jar: await fx.freshSession(who),
    }),
  },
  'POST /api/auth/login/enrolment': {
    expect: everyone(),
    request: async (fx, who) => ({
      ...json('/api/auth/login/enrolment', await fx.secondFactorChallenge('enrolment')),
      jar: await fx.freshSession(who),
    }),
  },
  // ... and the account's settings are each signed-in user's own: an operator has it on (setting
  // it up again is a conflict, turning it off forbidden), the parties' throwaway accounts do not
  // (nothing to enable without a set-up, nothing to make codes for or turn off: conflicts).
  'GET /api/auth/two-factor': { expect: signedIn() },
  'POST /api/auth/two-factor/setup': {
    expect: { ...signedIn(), admin: 409 },
    request: async (fx, who) => ({ payload: { password: fx.password }, jar: await fx.throwawaySession(who) }),
  },
  'POST /api/auth/two-factor/enable': {
    expect: signedIn(409),
    request: async (fx, who) => ({ payload: { code: '123456' }, jar: await fx.throwawaySession(who) }),
  },
  'POST /api/auth/two-factor/recovery-codes': {
    expect: { ...signedIn(409), admin: 200 },
    request: async (fx, who) => {
      const { jar, code } = await fx.throwawaySessionWithCode(who);
      return { payload: { password: fx.password, code }, jar };
    },
  },
  'POST /api/auth/two-factor/disable': {
    expect: { ...signedIn(409), admin: 403 },
    request: async (fx, who) => ({
      payload: { password: fx.password, code: '123456' },
      jar: await fx.throwawaySession(who),
    }),
  },
  'POST /api/auth/password': {
    expect: signedIn(),
    request: async (fx, who) => ({
      payload: { currentPassword: fx.password, newPassword: 'Maiduguri-LNG-77', confirm: 'Maiduguri-LNG-77' },
      jar: await fx.throwawaySession(who),
    }),
  },

  // Parties and onboarding: operators only.
  'GET /api/clients': { expect: only({ admin: 200 }) },
  'GET /api/customers': { expect: only({ admin: 200 }) },
  'GET /api/clients/:id': {
    expect: only({ admin: 200 }),
    request: (fx) => ({ url: `/api/clients/${fx.partyId.supplier}` }),
  },
  'GET /api/customers/:id': {
    expect: only({ admin: 200 }),
    request: (fx) => ({ url: `/api/customers/${fx.partyId.offtaker}` }),
  },
  'GET /api/contacts/client/:id': {
    expect: only({ admin: 200 }),
    request: (fx) => ({ url: `/api/contacts/client/${fx.partyId.supplier}` }),
  },
  'GET /api/contacts/customer/:id': {
    expect: only({ admin: 200 }),
    request: (fx) => ({ url: `/api/contacts/customer/${fx.partyId.offtaker}` }),
  },
  'GET /api/onboarding': { expect: only({ admin: 200 }) },
  'PATCH /api/onboarding/complete/client/:id/Approve': {
    expect: only({ admin: 200 }),
    request: async (fx) => ({
      url: `/api/onboarding/complete/client/${await fx.newPendingParty('supplier')}/Approve`,
    }),
  },
  'PATCH /api/onboarding/complete/customer/:id/Approve': {
    expect: only({ admin: 200 }),
    request: async (fx) => ({
      url: `/api/onboarding/complete/customer/${await fx.newPendingParty('offtaker')}/Approve`,
    }),
  },
  'PATCH /api/onboarding/client/:id/Reject': {
    expect: only({ admin: 200 }),
    request: async (fx) => ({ url: `/api/onboarding/client/${await fx.newPendingParty('supplier')}/Reject` }),
  },
  'PATCH /api/onboarding/customer/:id/Reject': {
    expect: only({ admin: 200 }),
    request: async (fx) => ({
      url: `/api/onboarding/customer/${await fx.newPendingParty('offtaker')}/Reject`,
    }),
  },

  // Suspending and reinstating a party: operators only (each operator cell gets a fresh party).
  'PATCH /api/clients/:id/Suspended': {
    expect: only({ admin: 200 }),
    request: async (fx) => ({
      url: `/api/clients/${await fx.newApprovedParty('supplier', 'Active')}/Suspended`,
      payload: { reason: 'Matrix check' },
    }),
  },
  'PATCH /api/customers/:id/Suspended': {
    expect: only({ admin: 200 }),
    request: async (fx) => ({
      url: `/api/customers/${await fx.newApprovedParty('offtaker', 'Active')}/Suspended`,
      payload: { reason: 'Matrix check' },
    }),
  },
  'PATCH /api/clients/:id/Reinstated': {
    expect: only({ admin: 200 }),
    request: async (fx) => ({
      url: `/api/clients/${await fx.newApprovedParty('supplier', 'Suspended')}/Reinstated`,
      payload: { reason: 'Matrix check' },
    }),
  },
  'PATCH /api/customers/:id/Reinstated': {
    expect: only({ admin: 200 }),
    request: async (fx) => ({
      url: `/api/customers/${await fx.newApprovedParty('offtaker', 'Suspended')}/Reinstated`,
      payload: { reason: 'Matrix check' },
    }),
  },

  // Own profile: suppliers and offtakers; a contact belongs to one party.
  'GET /api/profile': { expect: { ...only({ supplier: 200, offtaker: 200 }), ...otherParties(200) } },
  'POST /api/profile/contacts': {
    expect: only({ supplier: 201, offtaker: 201 }),
    request: () => json('/api/profile/contacts', { firstName: 'Musa', mobile: '08031112222' }),
  },
  'PUT /api/profile/contacts/:id': {
    // The contact is the supplier's: the offtaker, also allowed here, must not find it either.
    expect: { ...only({ supplier: 200, offtaker: 404 }), ...otherSupplierSees(404) },
    request: (fx) => json(`/api/profile/contacts/${fx.contactId}`, { firstName: 'Musa' }),
  },

  // Business verification (issue 18): the party's own profile and certificates; operators read
  // any party's, another party finds none.
  'GET /api/business-profile': {
    expect: { ...only({ supplier: 200, offtaker: 200 }), ...otherParties(200) },
  },
  'PUT /api/business-profile': {
    expect: { ...only({ supplier: 200, offtaker: 200 }), ...otherParties(200) },
    request: (_fx, who) =>
      json(
        '/api/business-profile',
        who.toLowerCase().includes('supplier')
          ? {
              rcNumber: 'RC 7654321',
              tin: '1234567890',
              licenceNumber: 'NMDPRA/DS/0042',
              licenceExpiry: '2099-12-31',
            }
          : { rcNumber: 'RC 7654321', tin: '1234567890' },
      ),
  },
  'POST /api/business-profile/documents': {
    // An Active offtaker has nothing left to upload: a Pending one's session uploads its CAC certificate.
    expect: { ...only({ supplier: 201, offtaker: 201 }), ...otherParties(201) },
    request: async (fx, who) => {
      if (who === 'offtaker' || who === 'otherOfftaker')
        return { ...fx.documentForm('cac_certificate'), jar: await fx.pendingSession('offtaker') };
      return fx.documentForm('nmdpra_licence');
    },
  },
  'GET /api/business-profiles/:partyId': {
    expect: { ...only({ admin: 200, supplier: 200, offtaker: 404 }), ...otherSupplierSees(404) },
    request: (fx) => ({ url: `/api/business-profiles/${fx.partyId.supplier}` }),
  },
  'GET /api/business-documents/:id': {
    expect: { ...only({ admin: 200, supplier: 200, offtaker: 404 }), ...otherSupplierSees(404) },
    request: (fx) => ({ url: `/api/business-documents/${fx.businessDocumentId}` }),
    isRaw: true,
  },

  // Delivery sites: the offtaker's own (another offtaker's is not found); logistics fees: the
  // operators' table, and the quote a buyer reads for a delivery to its own site.
  'GET /api/delivery-sites': { expect: { ...only({ offtaker: 200 }), ...otherOfftakerSees(200) } },
  'POST /api/delivery-sites': {
    expect: only({ offtaker: 201 }),
    request: () => json('/api/delivery-sites', matrixSite),
  },
  'PATCH /api/delivery-sites/:id': {
    expect: { ...only({ offtaker: 200 }), ...otherOfftakerSees(404) },
    request: (fx) => json(`/api/delivery-sites/${fx.deliverySiteId}`, matrixSite),
  },
  'DELETE /api/delivery-sites/:id': {
    expect: { ...only({ offtaker: 200 }), ...otherOfftakerSees(404) },
    request: async (fx) => ({ url: `/api/delivery-sites/${await fx.newDeliverySite()}` }),
  },
  // Banking (issue 18): a party's own payout accounts (another's is not found), the operators'
  // receiving accounts, where an offtaker sends a deposit, and the reference an operator matches.
  'GET /api/payout-accounts': { expect: { ...only({ supplier: 200, offtaker: 200 }), ...otherParties(200) } },
  'POST /api/payout-accounts': {
    expect: only({ supplier: 201, offtaker: 201 }),
    request: () => json('/api/payout-accounts', payoutAccountForm()),
  },
  'PUT /api/payout-accounts/:id': {
    // The account is the supplier's: the offtaker, also allowed here, must not find it either.
    expect: { ...only({ supplier: 200, offtaker: 404 }), ...otherParties(404) },
    request: async (fx) =>
      json(`/api/payout-accounts/${await fx.banking.newPayoutAccount()}`, payoutAccountForm()),
  },
  'DELETE /api/payout-accounts/:id': {
    expect: { ...only({ supplier: 200, offtaker: 404 }), ...otherParties(404) },
    request: async (fx) =>
      json(`/api/payout-accounts/${await fx.banking.newPayoutAccount()}`, { password: fx.password }),
  },
  'GET /api/receiving-accounts': { expect: only({ admin: 200 }) },
  'POST /api/receiving-accounts': {
    expect: only({ admin: 201 }),
    request: () => json('/api/receiving-accounts', receivingAccountForm()),
  },
  'PUT /api/receiving-accounts/:id': {
    expect: only({ admin: 200 }),
    request: async (fx) =>
      json(`/api/receiving-accounts/${await fx.banking.newReceivingAccount()}`, receivingAccountForm()),
  },
  'GET /api/deposit-instructions': { expect: { ...only({ offtaker: 200 }), ...otherOfftakerSees(200) } },
  'GET /api/payments/:id/transfer-reference': {
    expect: only({ admin: 200 }),
    request: (fx) => ({ url: `/api/payments/${fx.deposit.id}/transfer-reference` }),
  },
  // Payouts and withdrawals (issue 18, point 3): a party's own (another's, the other side's
  // included, is not found); operators approve, reject, mark paid and read the finance page.
  'POST /api/payouts': {
    expect: only({ supplier: 201, offtaker: 201 }),
    request: (fx, who) => json('/api/payouts', fx.payouts.requestBody(who)),
  },
  'GET /api/payouts': {
    expect: { ...only({ admin: 200, supplier: 200, offtaker: 200 }), ...otherParties(200) },
  },
  'GET /api/payouts.csv': {
    expect: { ...only({ admin: 200, supplier: 200, offtaker: 200 }), ...otherParties(200) },
    isRaw: true,
  },
  'GET /api/payouts/:id': {
    expect: { ...only({ admin: 200, supplier: 404, offtaker: 200 }), ...otherParties(404) },
    request: (fx) => ({ url: `/api/payouts/${fx.payouts.offtakerPayoutId}` }),
  },
  'POST /api/payouts/:id/cancel': {
    expect: { ...only({ supplier: 404, offtaker: 200 }), ...otherParties(404) },
    request: async (fx) => json(`/api/payouts/${await fx.payouts.newPayout('Requested')}/cancel`, {}),
  },
  'POST /api/payouts/:id/approve': {
    expect: only({ admin: 200 }),
    request: async (fx) => json(`/api/payouts/${await fx.payouts.newPayout('Requested')}/approve`, {}),
  },
  'POST /api/payouts/:id/reject': {
    expect: only({ admin: 200 }),
    request: async (fx) =>
      json(`/api/payouts/${await fx.payouts.newPayout('Requested')}/reject`, { reason: 'Name mismatch' }),
  },
  'POST /api/payouts/:id/paid': {
    expect: only({ admin: 200 }),
    request: async (fx) =>
      json(`/api/payouts/${await fx.payouts.newPayout('Approved')}/paid`, { bankReference: 'FBN-778812' }),
  },
  'GET /api/finance': { expect: only({ admin: 200 }) },
  // Invoices (issue 18, point 5): a sale's parties and operators; another party's is not found.
  'GET /api/sales/:id/invoices': {
    expect: { ...signedInParties(), ...otherParties(404) },
    request: (fx) => ({ url: `/api/sales/${fx.invoices.settledSaleId}/invoices` }),
  },
  'GET /api/invoices/:id/pdf': {
    expect: { ...signedInParties(), ...otherParties(404) },
    request: (fx) => ({ url: `/api/invoices/${fx.invoices.saleInvoiceId}/pdf` }),
    isRaw: true,
  },
  'GET /api/product-tax-rates': { expect: only({ admin: 200 }) },
  'PUT /api/product-tax-rates/:id': {
    expect: only({ admin: 200 }),
    request: (fx) => json(`/api/product-tax-rates/${fx.productId}`, { ratePercent: 0 }),
  },
  // Buy bids (issue 19, point 1): offtakers post and cancel their own; suppliers holding the
  // product at the hub (the other supplier too) read open bids and sell into them; operators read.
  'POST /api/bids': {
    expect: only({ offtaker: 201 }),
    request: (fx) => json('/api/bids', fx.bids.requestBody()),
  },
  'GET /api/bids': { expect: { ...only({ admin: 200, offtaker: 200 }), ...otherOfftakerSees(200) } },
  'GET /api/bids/open': { expect: { ...only({ supplier: 200 }), ...otherSupplierSees(200) } },
  'GET /api/bids/:id': {
    expect: {
      ...only({ admin: 200, supplier: 200, offtaker: 200 }),
      ...otherSupplierSees(200),
      ...otherOfftakerSees(404),
    },
    request: async (fx) => ({ url: `/api/bids/${await fx.bids.newBid()}` }),
  },
  'POST /api/bids/:id/cancel': {
    expect: { ...only({ offtaker: 200 }), ...otherOfftakerSees(404) },
    request: async (fx) => json(`/api/bids/${await fx.bids.newBid()}/cancel`, {}),
  },
  'POST /api/bids/:id/fills': {
    expect: { ...only({ supplier: 201 }), ...otherSupplierSees(201) },
    request: async (fx) => json(`/api/bids/${await fx.bids.newBid()}/fills`, { quantity: 1 }),
  },
  'GET /api/logistics-fees': { expect: only({ admin: 200 }) },
  'POST /api/logistics-fees': {
    expect: only({ admin: 201 }),
    // A route of its own per cell: the currency is fixed, the state is free.
    request: (fx) => json('/api/logistics-fees', { ...nextFeeRoute(fx), feePerUnit: 120 }),
  },
  'PATCH /api/logistics-fees/:id': {
    expect: only({ admin: 200 }),
    request: async (fx) => {
      const id = await fx.newLogisticsFee();
      return json(`/api/logistics-fees/${id}`, { ...nextFeeRoute(fx), feePerUnit: 130 });
    },
  },
  'DELETE /api/logistics-fees/:id': {
    expect: only({ admin: 200 }),
    request: async (fx) => ({ url: `/api/logistics-fees/${await fx.newLogisticsFee()}` }),
  },
  'GET /api/logistics-fees/quote': {
    expect: { ...only({ offtaker: 200 }), ...otherOfftakerSees(404) },
    request: (fx) => ({
      url: `/api/logistics-fees/quote?inventoryId=${fx.inventoryId}&siteId=${fx.deliverySiteId}&currency=NGN`,
    }),
  },

  // Product catalogue: everyone signed in reads, operators keep it.
  'GET /api/products': { expect: signedInParties() },
  'POST /api/products': {
    expect: only({ admin: 201 }),
    request: () =>
      json('/api/products', { name: `LPG ${Math.random().toString(36).slice(2)}`, unit: 'Liters' }),
  },
  'PATCH /api/products/:id': {
    expect: only({ admin: 200 }),
    request: async (fx) => ({ url: `/api/products/${await fx.newProduct()}` }),
  },
  'DELETE /api/Product/:id': {
    expect: only({ admin: 200 }),
    request: async (fx) => ({ url: `/api/Product/${await fx.newProduct()}` }),
  },
  // Gas units (issue 19, point 6): public factors (Market Data converts with them), operators set them.
  'GET /api/products/units': { expect: everyone() },
  'PUT /api/products/:id/units': {
    expect: only({ admin: 200 }),
    request: async (fx) =>
      json(`/api/products/${await fx.newProduct()}/units`, {
        scmPerLitre: '0.6',
        kgPerLitre: '0.45',
        mmbtuPerLitre: '0.0235',
      }),
  },

  // Inventories, stock and prices: the owning supplier and operators.
  'GET /api/inventories': { expect: { ...only({ admin: 200, supplier: 200 }), ...otherSupplierSees(200) } },
  'GET /api/inventories/:id': {
    expect: { ...only({ admin: 200, supplier: 200 }), ...otherSupplierSees(404) },
    request: (fx) => ({ url: `/api/inventories/${fx.inventoryId}` }),
  },
  'POST /api/inventories': {
    expect: only({ supplier: 201 }),
    request: async (fx) => json('/api/inventories', { productId: await fx.newProduct(), hubId: fx.hubId }),
  },
  'GET /api/inventories/prices/:inventoryId/:count': {
    expect: { ...only({ admin: 200, supplier: 200 }), ...otherSupplierSees(404) },
    request: (fx) => ({ url: `/api/inventories/prices/${fx.inventoryId}/5` }),
  },
  'GET /api/inventories/prices': {
    expect: { ...only({ admin: 200, supplier: 200 }), ...otherSupplierSees(404) },
    request: (fx) => ({ url: `/api/inventories/prices?inventoryId=${fx.inventoryId}` }),
  },
  'POST /api/inventories/prices': {
    expect: { ...only({ supplier: 201 }), ...otherSupplierSees(404) },
    request: (fx) =>
      json('/api/inventories/prices', { inventoryId: fx.inventoryId, amount: fx.unitPrice, currency: 'NGN' }),
  },
  // Forward prices (issue 19, point 3): the supplier's own inventories' open months.
  'GET /api/inventories/forward-months': { expect: signedInParties() },
  'GET /api/inventories/forward-prices': {
    expect: { ...only({ admin: 200, supplier: 200 }), ...otherSupplierSees(404) },
    request: (fx) => ({ url: `/api/inventories/forward-prices?inventoryId=${fx.inventoryId}` }),
  },
  'POST /api/inventories/forward-prices': {
    expect: { ...only({ supplier: 201 }), ...otherSupplierSees(404) },
    request: (fx) =>
      json('/api/inventories/forward-prices', {
        inventoryId: fx.inventoryId,
        deliveryMonth: openDeliveryMonths(new Date())[1],
        amount: fx.unitPrice,
        currency: 'NGN',
      }),
  },
  'GET /api/stocks/inventory/:inventoryId/:count': {
    expect: { ...only({ admin: 200, supplier: 200 }), ...otherSupplierSees(404) },
    request: (fx) => ({ url: `/api/stocks/inventory/${fx.inventoryId}/5` }),
  },
  'GET /api/stocks': {
    expect: { ...only({ admin: 200, supplier: 200 }), ...otherSupplierSees(404) },
    request: (fx) => ({ url: `/api/stocks?inventoryId=${fx.inventoryId}` }),
  },
  'POST /api/stocks': {
    expect: { ...only({ supplier: 201 }), ...otherSupplierSees(404) },
    request: (fx) => json('/api/stocks', { inventoryId: fx.inventoryId, quantity: 500 }),
  },
  'PATCH /api/stocks': {
    expect: { ...only({ supplier: 200 }), ...otherSupplierSees(404) },
    request: async (fx) =>
      json('/api/stocks', {
        inventoryId: fx.inventoryId,
        stockId: await fx.newPendingStockLine(),
        approve: 'false',
      }),
  },
  'GET /api/inventories/listings/:productId/:quantity/:currency': {
    expect: signedInParties(),
    request: (fx) => ({ url: `/api/inventories/listings/${fx.productId}/1/NGN` }),
  },

  // Wallet: deposits are the offtaker's; operators decide them.
  'POST /api/payments': {
    expect: only({ offtaker: 201 }),
    request: (fx) => ({ url: '/api/payments', ...fx.depositForm() }),
  },
  'GET /api/payments': {
    expect: { ...only({ admin: 200, offtaker: 200 }), ...otherOfftakerSees(200) },
  },
  'GET /api/payments/balances/:currency': {
    expect: { ...only({ supplier: 200, offtaker: 200 }), ...otherParties(200) },
    request: () => ({ url: '/api/payments/balances/NGN' }),
  },
  'GET /api/payments/:id': {
    expect: { ...only({ admin: 200, offtaker: 200 }), ...otherOfftakerSees(404) },
    request: (fx) => ({ url: `/api/payments/${fx.deposit.id}` }),
  },
  'GET /api/payments/:id/receipts/:index': {
    expect: { ...only({ admin: 200, offtaker: 200 }), ...otherOfftakerSees(404) },
    request: (fx) => ({ url: `/api/payments/${fx.deposit.id}/receipts/0` }),
    isRaw: true,
  },
  'PATCH /api/payments/:reference/Approved': {
    expect: { ...only({ admin: 200 }), ...otherOfftakerSees(403) },
    request: async (fx) => ({ url: `/api/payments/${await fx.newPendingDeposit()}/Approved` }),
  },
  'PATCH /api/payments/:reference/Rejected': {
    expect: { ...only({ admin: 200 }), ...otherOfftakerSees(403) },
    request: async (fx) => ({ url: `/api/payments/${await fx.newPendingDeposit()}/Rejected` }),
  },

  // Trading: the buyer, the supplier of the inventory, and operators (who only read).
  'POST /api/sales': {
    expect: only({ offtaker: 201 }),
    request: (fx) =>
      json('/api/sales', {
        productId: fx.productId,
        contractId: fx.inventoryId,
        quantity: 1,
        currency: 'NGN',
        amount: fx.unitPrice,
      }),
  },
  'GET /api/sales': {
    expect: { ...signedInParties(), ...otherSupplierSees(200), ...otherOfftakerSees(200) },
  },
  'GET /api/sales/:id': {
    expect: { ...signedInParties(), ...otherSupplierSees(404), ...otherOfftakerSees(404) },
    request: (fx) => ({ url: `/api/sales/${fx.saleId}` }),
  },
  'PATCH /api/sales/:id/Approved': {
    expect: { ...only({ supplier: 200 }), ...otherSupplierSees(404) },
    request: async (fx) => ({ url: `/api/sales/${await fx.newPendingSale()}/Approved` }),
  },
  'PATCH /api/sales/:id/Rejected': {
    expect: { ...only({ supplier: 200 }), ...otherSupplierSees(404) },
    request: async (fx) => ({ url: `/api/sales/${await fx.newPendingSale()}/Rejected` }),
  },
  'PATCH /api/sales/:id/Cancelled': {
    expect: { ...only({ offtaker: 200 }), ...otherOfftakerSees(404) },
    request: async (fx) => ({ url: `/api/sales/${await fx.newPendingSale()}/Cancelled` }),
  },
  // Fulfilment (issue 17): the parties of the sale read it; the buyer accepts, disputes, cancels
  // an undispatched sale and alone reads its code; operators resolve disputes and reissue codes.
  'GET /api/sales/:id/fulfilment': {
    expect: { ...signedInParties(), ...otherParties(404) },
    request: async (fx) => ({ url: `/api/sales/${await fx.newSaleInFulfilment('approved')}/fulfilment` }),
  },
  'POST /api/sales/:id/accept': {
    expect: { ...only({ offtaker: 200 }), ...otherOfftakerSees(404) },
    request: async (fx) => json(`/api/sales/${await fx.newSaleInFulfilment('collected')}/accept`, {}),
  },
  'POST /api/sales/:id/dispute': {
    expect: { ...only({ offtaker: 200 }), ...otherOfftakerSees(404) },
    request: async (fx) =>
      json(`/api/sales/${await fx.newSaleInFulfilment('collected')}/dispute`, { reason: 'Short by 1 litre' }),
  },
  'POST /api/sales/:id/cancel-undispatched': {
    expect: { ...only({ offtaker: 200 }), ...otherOfftakerSees(404) },
    request: async (fx) =>
      json(`/api/sales/${await fx.newSaleInFulfilment('overdue')}/cancel-undispatched`, {}),
  },
  'POST /api/sales/:id/cancel-before-loading': {
    expect: only({ admin: 200 }),
    request: async (fx) =>
      json(`/api/sales/${await fx.newSaleInFulfilment('approved')}/cancel-before-loading`, {
        reason: 'The hub cannot supply this week',
      }),
  },
  'POST /api/sales/:id/resolve': {
    expect: only({ admin: 200 }),
    request: async (fx) =>
      json(`/api/sales/${await fx.newSaleInFulfilment('disputed')}/resolve`, {
        outcome: 'settle-delivered',
        note: 'Meter ticket checked',
      }),
  },
  'POST /api/sales/:id/refund-undelivered': {
    expect: only({ admin: 200 }),
    request: async (fx) =>
      json(`/api/sales/${await fx.newSaleInFulfilment('in transit')}/refund-undelivered`, {
        reason: 'The truck was lost',
      }),
  },
  'GET /api/sales/:id/delivery-code': {
    expect: { ...only({ offtaker: 200 }), ...otherOfftakerSees(404) },
    request: async (fx) => ({ url: `/api/sales/${await fx.newSaleInFulfilment('approved')}/delivery-code` }),
  },
  'POST /api/sales/:id/delivery-code': {
    expect: only({ admin: 200 }),
    request: async (fx) => json(`/api/sales/${await fx.newSaleInFulfilment('approved')}/delivery-code`, {}),
  },
  'GET /api/fulfilment-losses': { expect: only({ admin: 200 }) },
  'POST /api/fulfilment-losses/:id/resolve': {
    expect: only({ admin: 200 }),
    request: async (fx) =>
      json(`/api/fulfilment-losses/${await fx.newFulfilmentLoss()}/resolve`, { note: 'Written off' }),
  },
  // Dashboards and reports: every signed-in role, each over its own rows only (the rows are
  // checked in reports.test.ts; here, the other parties never see the main ones' ids); the audit
  // trail is for operators.
  'GET /api/dashboard': { expect: { ...signedInParties(), ...otherParties(200) } },
  'GET /api/reports/sales': { expect: { ...signedInParties(), ...otherParties(200) } },
  'GET /api/reports/sales.csv': { expect: { ...signedInParties(), ...otherParties(200) }, isRaw: true },
  // Issue 19, point 6: the sales report's energy in MMBtu, over the same rows.
  'GET /api/reports/sales/energy': { expect: { ...signedInParties(), ...otherParties(200) } },
  'GET /api/reports/deposits': { expect: { ...signedInParties(), ...otherParties(200) } },
  'GET /api/reports/deposits.csv': { expect: { ...signedInParties(), ...otherParties(200) }, isRaw: true },
  'GET /api/reports/wallet-statement': { expect: only({ offtaker: 200 }) },
  'GET /api/reports/wallet-statement.csv': { expect: only({ offtaker: 200 }), isRaw: true },
  // Monthly PDF statements (issue 18, point 5): a party its own wallet's, an operator the party named;
  // another party's is 404. The month under way has none yet (400).
  'GET /api/statements': {
    expect: { ...only({ admin: 200, supplier: 404, offtaker: 200 }), ...otherParties(404) },
    request: (fx) => ({ url: `/api/statements?currency=NGN&partyId=${fx.partyId.offtaker}` }),
  },
  // The advice of a Paid payout (issue 18, point 5): its party and operators; a Requested one has none yet (409).
  'GET /api/payouts/:id/advice.pdf': {
    expect: { ...only({ admin: 409, supplier: 404, offtaker: 409 }), ...otherParties(404) },
    request: (fx) => ({ url: `/api/payouts/${fx.payouts.offtakerPayoutId}/advice.pdf` }),
  },
  'GET /api/statements/monthly.pdf': {
    expect: { ...only({ admin: 400, supplier: 404, offtaker: 400 }), ...otherParties(404) },
    request: (fx) => ({
      url: `/api/statements/monthly.pdf?currency=NGN&partyId=${fx.partyId.offtaker}&month=${new Date(Date.now() + 3_600_000).toISOString().slice(0, 7)}`,
    }),
  },
  'GET /api/audit': { expect: only({ admin: 200 }) },
  'GET /api/notification-settings': { expect: only({ admin: 200 }) },
  'PUT /api/notification-settings': {
    expect: only({ admin: 200 }),
    request: () => ({ payload: { depositAwaiting: true, signUpAwaiting: true } }),
  },

  // Logistics (issue 17): the fleet, the drivers and the loading slots are the operators'.
  'GET /api/trucks': { expect: only({ admin: 200 }) },
  'POST /api/trucks': {
    expect: only({ admin: 201 }),
    request: (fx) => json('/api/trucks', fx.logistics.newTruckForm()),
  },
  'PUT /api/trucks/:id': {
    expect: only({ admin: 200 }),
    request: (fx) => json(`/api/trucks/${fx.logistics.truck.id}`, fx.logistics.truck.form),
  },
  'GET /api/drivers': { expect: only({ admin: 200 }) },
  'POST /api/drivers': {
    expect: only({ admin: 201 }),
    request: (fx) => json('/api/drivers', fx.logistics.newDriverForm()),
  },
  'PUT /api/drivers/:id': {
    expect: only({ admin: 200 }),
    request: (fx) =>
      json(`/api/drivers/${fx.logistics.driverId}`, {
        name: 'Musa Ibrahim',
        phone: '08031234567',
        status: 'Active',
      }),
  },
  'GET /api/slots': { expect: only({ admin: 200 }) },
  'POST /api/slots': {
    expect: only({ admin: 201 }),
    request: (fx) => json('/api/slots', fx.logistics.newSlotForm()),
  },
  'PUT /api/slots/:id': {
    expect: only({ admin: 200 }),
    request: (fx) => json(`/api/slots/${fx.logistics.slotId}`, { capacity: 4 }),
  },

  // Deliveries: operators see and move them all; a driver only those assigned to it (another
  // driver's: 404), and records their departure and proof of delivery.
  'GET /api/deliveries': { expect: { ...only({ admin: 200, driver: 200 }), otherDriver: 200 } },
  'GET /api/deliveries/:saleId': {
    expect: { ...only({ admin: 200, driver: 200 }), otherDriver: 404 },
    request: (fx) => ({ url: `/api/deliveries/${fx.logistics.deliverySaleId}` }),
  },
  'POST /api/deliveries/:saleId/schedule': {
    expect: only({ admin: 200 }),
    request: async (fx) => {
      const { saleId, schedule } = await fx.logistics.newAwaitingDelivery();
      return json(`/api/deliveries/${saleId}/schedule`, schedule);
    },
  },
  'DELETE /api/deliveries/:saleId/booking': {
    expect: only({ admin: 200 }),
    request: async (fx) => ({ url: `/api/deliveries/${await fx.logistics.newBookedCollection()}/booking` }),
  },
  'POST /api/deliveries/:saleId/loading': {
    expect: only({ admin: 200 }),
    request: async (fx) =>
      json(`/api/deliveries/${await fx.logistics.newDelivery('scheduled')}/loading`, { quantityLoaded: 2 }),
  },
  'POST /api/deliveries/:saleId/departure': {
    expect: { ...only({ admin: 200, driver: 200 }), otherDriver: 404 },
    request: async (fx) => json(`/api/deliveries/${await fx.logistics.newDelivery('loaded')}/departure`, {}),
  },
  'POST /api/deliveries/:saleId/delivery': {
    expect: { ...only({ admin: 200, driver: 200 }), otherDriver: 404 },
    request: async (fx) => {
      const saleId = await fx.logistics.newDelivery('in transit');
      return json(`/api/deliveries/${saleId}/delivery`, {
        code: await fx.logistics.codeOf(saleId),
        quantityDelivered: 2,
      });
    },
  },
  'GET /api/deliveries/:saleId/ticket': {
    expect: only({ admin: 200 }),
    request: async (fx) => ({ url: `/api/deliveries/${await fx.logistics.newDelivery('loaded')}/ticket` }),
    isRaw: true,
  },
};
