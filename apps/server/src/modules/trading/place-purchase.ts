import { randomUUID } from 'node:crypto';
import {
  type Currency,
  type FulfilmentMethod,
  formatQuantity,
  logisticsFeeChangedMessage,
  noLogisticsFeeMessage,
  type PurchaseRequest,
  parseContractId,
  type Sale,
} from '@gas/shared';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { PartyStatus } from '../../db/schema.ts';
import { runStatement } from '../../db/statement.ts';
import { type Actor, activeOfftakerId, assertPartyStillActive } from '../../lib/access.ts';
import { addMinutes } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { keyedLimit } from '../../lib/keyed-limit.ts';
import { type MarketChange, notifyMarketChanged, publishMarketChange } from '../../lib/market-events.ts';
import { newReference } from '../../lib/references.ts';
import { hashRequest, inTransaction, type UseCaseOptions } from '../../lib/transaction.ts';
import { assertMonthOpen } from '../forwards/months.ts';
import { insufficientFundsOf } from '../wallet/ledger.ts';
import type { TradingDeps } from './deps.ts';
import { purchasePlacedMailsInBoth } from './emails.ts';
import { describeSale } from './queries.ts';

/**
 * An Active offtaker buys from a listing, in ONE call of the PostgreSQL function place_purchase
 * (migration 0023, ADR 018): the server re-prices, reserves the stock, moves the amount (and, for
 * a delivery, the logistics fee looked up for the hub, the site's state and the currency) from
 * the wallet to the hold account, and records the Pending sale with its fulfilment terms, its
 * Debit statement line, audit row, expiry job and emails, claiming the Idempotency-Key first.
 * Locks are taken inventory first, then ledger accounts by id: the same order as settlement.
 *
 * This is the platform's hot path (docs/performance.md): one round trip, one statement, which
 * commits on its own. The server draws the ids, the reference and the emails' words before it;
 * the function refuses a purchase by failing (nothing stays), with a reason mapped below.
 */
export async function placePurchase(
  deps: TradingDeps,
  actor: Actor,
  input: PurchaseRequest,
  options: UseCaseOptions = {},
): Promise<Sale> {
  const customerId = activeOfftakerId(actor);
  const change = (placed: Placed): MarketChange => ({
    kind: 'offers',
    hub: placed.hubId,
    product: placed.productId,
  });
  // Inside a transaction opened elsewhere (the demo seed): in a savepoint of it, told at its commit.
  if (isTransaction(deps.db)) {
    return inTransaction(deps.db, async (tx) => {
      const outcome = await placeOnce(tx, deps, actor, customerId, input, options.idempotencyKey);
      if ('placed' in outcome) await notifyMarketChanged(tx, change(outcome.placed));
      return outcome.sale;
    });
  }
  for (let attempt = 1; ; attempt++) {
    try {
      const outcome = await placeOnce(deps.db, deps, actor, customerId, input, options.idempotencyKey);
      // Committed: published with the process's other changes of the moment (ADR 015).
      if ('placed' in outcome) publishMarketChange(deps.db, change(outcome.placed));
      return outcome.sale;
    } catch (error) {
      // A random reference (30 bits a day) that already exists: again, with a new one.
      if (attempt >= referenceAttempts || !isUniqueViolation(error, /_reference_unique$/)) throw error;
    }
  }
}

const referenceAttempts = 3;

/**
 * Purchases of one inventory take turns on its row lock in PostgreSQL (place_purchase), each
 * waiting with a pool connection held. This process sends at most two of them at once, one
 * holding the lock and the next ready to take it; the rest wait here, holding no connection, so a
 * rush on one offer leaves the pool to everyone else (issue 20, the hot inventory). Across
 * processes the lock still decides; a purchase waiting here is not yet refused or placed.
 */
const inventoryTurns = keyedLimit(2);
const isTransaction = (db: Db) => (db as unknown) instanceof PgTransaction;

/** What place_purchase answers for a sale it placed: the sale and the names its description needs. */
type Placed = {
  saleId: string;
  reference: string;
  customerId: string;
  supplierId: string;
  inventoryId: string;
  productId: string;
  hubId: string;
  quantity: number;
  unitPrice: number;
  amount: number;
  currency: Currency;
  createdUtc: string;
  expiresUtc: string;
  product: { name: string; unit: string };
  hubName: string;
  seller: PartyName;
  buyer: PartyName;
  fulfilmentMethod: FulfilmentMethod;
  logisticsFee: number;
  deliveryMonth: string | null;
};
type PartyName = {
  kind: 'supplier' | 'offtaker';
  companyName: string | null;
  firstName: string | null;
  lastName: string | null;
};
type Outcome = { placed: Placed } | { replay: Record<string, unknown> };

async function placeOnce(
  db: Db,
  deps: TradingDeps,
  actor: Actor,
  customerId: string,
  input: PurchaseRequest,
  key: string | undefined,
): Promise<{ sale: Sale } | { sale: Sale; placed: Placed }> {
  const now = deps.clock.now();
  const contract = parseContractId(input.contractId);
  // A month no longer open (or not yet) cannot be bought, whatever price it once had. A key used
  // before still replays its first answer, so with a key the function refuses after its claim.
  const closed = contract.deliveryMonth ? monthClosed(contract.deliveryMonth, now) : undefined;
  if (closed && !key) throw closed;
  const saleId = randomUUID();
  const reference = newReference('SL', now);
  const expiresUtc = addMinutes(now, deps.saleExpiryHours * 60);
  // jobs_enqueue's shape (modules/jobs/queue.ts): the sale's expiry, at its expiry time, once.
  const expiry = {
    kind: 'sale-expiry',
    payload: { saleId },
    runAfter: expiresUtc.toISOString(),
    dedupeKey: `sale-expiry:${saleId}`,
  };
  const request = {
    key: key ?? null,
    operation: 'POST /sales',
    requestHash: hashRequest(input),
    monthClosed: closed !== undefined,
    userId: actor.userId,
    actorRole: actor.role,
    actorEmail: actor.email,
    customerId,
    inventoryId: contract.inventoryId,
    deliveryMonth: contract.deliveryMonth,
    productId: input.productId,
    currency: input.currency,
    quantity: input.quantity,
    amount: input.amount,
    delivery: input.fulfilment?.method === 'delivery',
    siteId: input.fulfilment?.method === 'delivery' ? input.fulfilment.siteId : null,
    logisticsFee: input.fulfilment?.method === 'delivery' ? (input.fulfilment.logisticsFee ?? null) : null,
    saleId,
    paymentId: randomUUID(),
    stockLineId: randomUUID(),
    reference,
    now: now.toISOString(),
    expiresUtc: expiresUtc.toISOString(),
    jobs: [expiry],
    // Both languages' words: the function greets and picks each recipient's (migration 0029).
    mails: purchasePlacedMailsInBoth({
      reference,
      amount: input.amount,
      currency: input.currency,
      quantity: input.quantity,
    }),
  };
  let outcome: Outcome;
  try {
    const statement = () =>
      runStatement<{ outcome: Outcome }>(db, 'select place_purchase($1::jsonb) as outcome', [
        JSON.stringify(request),
      ]);
    // Inside a caller's transaction (the demo seed) it runs at once: the turn is the transaction's.
    const [row] = isTransaction(db)
      ? await statement()
      : await inventoryTurns(contract.inventoryId, statement);
    outcome = row!.outcome;
  } catch (error) {
    throw refusalOf(error, closed) ?? insufficientFundsOf(error) ?? tooLargeOf(error) ?? error;
  }
  if ('replay' in outcome) return { sale: storedSale(outcome.replay) };
  return { sale: describePlaced(outcome.placed), placed: outcome.placed };
}

function monthClosed(month: string, now: Date): AppError | undefined {
  try {
    assertMonthOpen(month, now, 'contractId');
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

/** The first answer of a key used before: stored as { placed }, or (before ADR 018) as { result }. */
function storedSale(body: Record<string, unknown>): Sale {
  if ('placed' in body) return describePlaced(body.placed as Placed);
  // lib/transaction.ts's storedValue: the use case's result, or an older HTTP envelope's data.
  return ('result' in body ? body.result : body.data) as Sale;
}

function describePlaced(placed: Placed): Sale {
  return describeSale({
    sale: {
      id: placed.saleId,
      reference: placed.reference,
      customerId: placed.customerId,
      supplierId: placed.supplierId,
      inventoryId: placed.inventoryId,
      quantity: placed.quantity,
      unitPrice: placed.unitPrice,
      amount: placed.amount,
      fee: null,
      currency: placed.currency,
      status: 'Pending',
      resolution: null,
      createdUtc: new Date(placed.createdUtc),
      expiresUtc: new Date(placed.expiresUtc),
      completedUtc: null,
    },
    product: { id: placed.productId, ...placed.product },
    hub: { id: placed.hubId, name: placed.hubName },
    buyer: placed.buyer,
    seller: placed.seller,
    fulfilment: {
      method: placed.fulfilmentMethod,
      logisticsFee: placed.logisticsFee,
      status: null,
      approvedUtc: null,
    },
    deliveryMonth: placed.deliveryMonth,
  });
}

/** The error fields a refusal of place_purchase carries (on the error, or drizzle's `cause`). */
type RaisedFields = { code?: unknown; message?: unknown; detail?: unknown; cause?: RaisedFields };

/**
 * A quantity whose price or logistics fee passes PostgreSQL's bigint (22003, numeric value out
 * of range): any offer's price is at most ₦1,000,000,000 a litre and a purchase at most
 * 1,000,000,000 litres, whose product does not fit. Bad input, not a fault of the server.
 */
function tooLargeOf(error: unknown): AppError | undefined {
  const raised = error as RaisedFields | undefined;
  if (raised?.code !== '22003' && raised?.cause?.code !== '22003') return undefined;
  return purchaseTooLarge();
}

const purchaseTooLarge = () =>
  new AppError('validation', 'This purchase is too large: lower the quantity', 'quantity');

/** place_purchase's refusals (purchase_refuse, SQLSTATE GP409) as the API's errors. */
function refusalOf(error: unknown, closed: AppError | undefined): Error | undefined {
  const raised = error as RaisedFields | undefined;
  const fields =
    raised?.code === 'GP409' ? raised : raised?.cause?.code === 'GP409' ? raised.cause : undefined;
  if (!fields) return undefined;
  const detail = typeof fields.detail === 'string' ? fields.detail : '';
  switch (fields.message) {
    case 'month_closed':
      return closed;
    case 'key_reused':
      // lib/transaction.ts's answer for a key reused with a different request.
      return new AppError('conflict', 'This Idempotency-Key was already used for a different request');
    case 'offer_unavailable':
      return offerUnavailable();
    case 'buyer_inactive':
      return buyerInactive(detail as PartyStatus);
    case 'price_changed':
      return new AppError('conflict', 'The price has changed. Please review the new offers', 'amount');
    case 'site_not_yours':
      // Another buyer's site answers as if it did not exist.
      return new AppError('validation', 'Choose one of your delivery sites', 'siteId');
    case 'site_archived':
      return new AppError('validation', 'This delivery site is archived. Choose another', 'siteId');
    case 'too_large':
      return purchaseTooLarge();
    case 'fee_changed':
      return new AppError('conflict', logisticsFeeChangedMessage, 'siteId');
    case 'no_logistics_fee':
      // No fee for the route is a state of the operators' fee table, not bad input: 409, as the quote.
      return new AppError('conflict', noLogisticsFeeMessage, 'siteId');
    case 'out_of_stock':
      return new AppError(
        'conflict',
        `Not enough stock: only ${formatQuantity(Number(detail))} litres are available`,
        'quantity',
      );
    default:
      return undefined;
  }
}

/** The buyer suspended (or not approved) since its session was checked: access.ts's answer. */
function buyerInactive(status: PartyStatus): Error {
  try {
    assertPartyStillActive(status);
  } catch (error) {
    return error as Error;
  }
  return new Error(`place_purchase refused an Active buyer (${status})`);
}

const offerUnavailable = () =>
  new AppError('conflict', 'This offer is no longer available. Please choose another contract', 'contractId');
