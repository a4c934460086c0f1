import { randomUUID } from 'node:crypto';
import { type Currency, formatMoney, formatQuantity } from '@gas/shared';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  hubs,
  inventories,
  type PartyStatus,
  parties,
  payments,
  products,
  type SaleStatus,
  sales,
  stockLines,
  users,
} from '../../db/schema.ts';
import { runStatement, valueRows } from '../../db/statement.ts';
import { activeOfftakerId } from '../../lib/access.ts';
import { addMinutes, type Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { newReference } from '../../lib/references.ts';
import { recordAudit } from '../audit/service.ts';
import type { Actor } from '../auth/sessions.ts';
import { enqueueJobs, type JobInput } from '../jobs/queue.ts';
import { partyName } from '../parties/service.ts';
import {
  type BalanceChange,
  hold,
  platformRevenue,
  postTransaction,
  supplierWallet,
  wallet,
} from '../wallet/ledger.ts';

export type TradingDeps = { db: Db; clock: Clock; saleExpiryHours: number };

/** The platform's transaction fee: 1% of the trade value, rounded half up to the minor unit. */
export function platformFee(amount: number): number {
  return Math.floor((amount + 50) / 100);
}

export type PurchaseInput = {
  amount: number;
  currency: Currency;
  productId: string;
  quantity: number;
  contractId: string;
};

type Mail = { partyId: string; subject: string; text: string };
/** A party's login address and the fields its name is made of. */
type Login = { partyId: string; email: string; party: Parameters<typeof partyName>[0] };

/** The email jobs for `mails`, addressed to each party's login (none for a party without one). */
function mailJobs(logins: Login[], mails: Mail[]): JobInput[] {
  return mails.flatMap((mail) => {
    const login = logins.find((row) => row.partyId === mail.partyId);
    if (!login) return [];
    const text = `Hello ${partyName(login.party)},\n\n${mail.text}\n`;
    return [{ kind: 'mail', payload: { to: login.email, subject: mail.subject, text } }];
  });
}

/** Queues emails to parties' logins: one query for the addresses, one insert for the jobs. */
async function mailParties(tx: Db, now: Date, mails: Mail[]) {
  const logins = await tx
    .select({ email: users.email, party: parties })
    .from(users)
    .innerJoin(parties, eq(parties.id, users.partyId))
    .where(inArray(users.partyId, [...new Set(mails.map((mail) => mail.partyId))]));
  await enqueueJobs(
    tx,
    now,
    mailJobs(
      logins.map((row) => ({ partyId: row.party.id, email: row.email, party: row.party })),
      mails,
    ),
  );
}

const offerUnavailable = () =>
  new AppError('conflict', 'This offer is no longer available. Please choose another contract', 'contractId');

type PartyNameRow = {
  kind: 'supplier' | 'offtaker';
  company_name: string | null;
  first_name: string | null;
  last_name: string | null;
};
type OfferRow = {
  id: string;
  supplier_id: string;
  product_id: string;
  hub_id: string;
  quantity: string | number;
  reserved: string | number;
  product_name: string;
  product_unit: string;
  product_is_active: boolean;
  hub_name: string;
  seller: PartyNameRow & { status: PartyStatus };
  buyer: PartyNameRow;
  seller_email: string | null;
  buyer_email: string | null;
  price: string | number | null;
};

const nameFields = (party: PartyNameRow) => ({
  kind: party.kind,
  companyName: party.company_name,
  firstName: party.first_name,
  lastName: party.last_name,
});

/**
 * The offer a purchase is for, locked (FOR UPDATE on the inventory), with its current price in
 * the purchase's currency, the names for the answer and both parties' login addresses (a party
 * has one login) for the emails: one round trip, written out (db/statement.ts).
 */
const lockOfferStatement = `
  select i.id, i.supplier_id, i.product_id, i.hub_id, i.quantity, i.reserved,
    p.name as product_name, p.unit as product_unit, p.is_active as product_is_active,
    h.name as hub_name,
    json_build_object('kind', s.kind, 'company_name', s.company_name, 'first_name', s.first_name,
      'last_name', s.last_name, 'status', s.status) as seller,
    json_build_object('kind', b.kind, 'company_name', b.company_name, 'first_name', b.first_name,
      'last_name', b.last_name) as buyer,
    (select email from users where party_id = s.id limit 1) as seller_email,
    (select email from users where party_id = b.id limit 1) as buyer_email,
    (select amount from prices where inventory_id = i.id and currency = $3
      order by created_utc desc, id desc limit 1) as price
  from inventories i
    join products p on p.id = i.product_id
    join hubs h on h.id = i.hub_id
    join parties s on s.id = i.supplier_id
    join parties b on b.id = $1
  where i.id = $2 and i.product_id = $4
  for update of i`;

async function lockOffer(tx: Db, customerId: string, input: PurchaseInput) {
  const [row] = await runStatement<OfferRow>(tx, lockOfferStatement, [
    customerId,
    input.contractId,
    input.currency,
    input.productId,
  ]);
  if (!row) return undefined;
  return {
    inventory: {
      id: row.id,
      supplierId: row.supplier_id,
      productId: row.product_id,
      hubId: row.hub_id,
      quantity: Number(row.quantity),
      reserved: Number(row.reserved),
    },
    product: {
      id: row.product_id,
      name: row.product_name,
      unit: row.product_unit,
      isActive: row.product_is_active,
    },
    hub: { id: row.hub_id, name: row.hub_name },
    seller: { ...nameFields(row.seller), status: row.seller.status },
    buyer: nameFields(row.buyer),
    sellerEmail: row.seller_email,
    buyerEmail: row.buyer_email,
    price: row.price === null ? null : Number(row.price),
  };
}
type LockedOffer = NonNullable<Awaited<ReturnType<typeof lockOffer>>>;

/**
 * Places a purchase in ONE transaction: re-prices on the server, reserves the stock, moves the
 * amount from the wallet to the hold account, and records the Pending sale and Debit payment.
 * Locks are taken inventory first, then ledger accounts by id: the same order as settlement.
 *
 * This is the platform's hot path, so its round trips are counted (docs/performance.md): the
 * locked offer takes one, the ledger posting three, and every other write one statement.
 */
export async function placePurchase(deps: TradingDeps, tx: Db, actor: Actor, input: PurchaseInput) {
  const customerId = activeOfftakerId(actor);
  const now = deps.clock.now();
  const offer = await lockOffer(tx, customerId, input);
  if (!offer?.product.isActive || offer.seller.status !== 'Active' || offer.price === null) {
    throw offerUnavailable();
  }
  const amount = offer.price * input.quantity;
  if (amount !== input.amount)
    throw new AppError('conflict', 'The price has changed. Please review the new offers', 'amount');
  const available = offer.inventory.quantity - offer.inventory.reserved;
  if (available < input.quantity) {
    throw new AppError(
      'conflict',
      `Not enough stock: only ${formatQuantity(available)} litres are available`,
      'quantity',
    );
  }

  const reference = newReference('SL', now);
  const walletAccount = wallet(customerId, input.currency);
  const posted = await postTransaction(tx, {
    kind: 'purchase_hold',
    reference,
    currency: input.currency,
    postings: [
      { account: walletAccount, amount: -amount },
      { account: hold(customerId, input.currency), amount },
    ],
  });
  const sale: typeof sales.$inferSelect = {
    id: randomUUID(),
    reference,
    customerId,
    supplierId: offer.inventory.supplierId,
    inventoryId: offer.inventory.id,
    productId: offer.inventory.productId,
    hubId: offer.inventory.hubId,
    quantity: input.quantity,
    unitPrice: offer.price,
    amount,
    fee: null,
    currency: input.currency,
    status: 'Pending',
    resolution: null,
    paymentId: randomUUID(),
    stockLineId: randomUUID(),
    createdUtc: now,
    expiresUtc: addMinutes(now, deps.saleExpiryHours * 60),
    completedUtc: null,
  };
  await writePlacedSale(deps, tx, actor, { sale, offer, wallet: posted.changeOf(walletAccount) });
  return describeSale({
    sale,
    product: offer.product,
    hub: offer.hub,
    buyer: offer.buyer,
    seller: offer.seller,
  });
}

/**
 * Every write of a placed purchase besides the ledger posting, in ONE statement of data-modifying
 * CTEs, written out (db/statement.ts): the reservation, the stock line, the statement line, the
 * sale, its audit row, its expiry job and both emails. The ids were drawn by the caller, so no
 * write waits for another's answer; foreign keys are checked at the end of the statement, when
 * every row exists.
 */
async function writePlacedSale(
  deps: TradingDeps,
  tx: Db,
  actor: Actor,
  placed: { sale: typeof sales.$inferSelect; offer: LockedOffer; wallet: BalanceChange },
) {
  const { sale, offer } = placed;
  const created = sale.createdUtc.toISOString();
  const details = {
    amount: sale.amount,
    currency: sale.currency,
    quantity: sale.quantity,
    inventoryId: sale.inventoryId,
  };
  const values: unknown[] = [
    sale.id, // $1
    sale.reference,
    sale.customerId,
    sale.supplierId,
    sale.inventoryId, // $5
    sale.productId,
    sale.hubId,
    sale.quantity,
    sale.unitPrice,
    sale.amount, // $10
    sale.currency,
    sale.paymentId,
    sale.stockLineId,
    created,
    sale.expiresUtc.toISOString(), // $15
    placed.wallet.before,
    placed.wallet.after,
    deps.clock.now().toISOString(),
    actor.userId,
    actor.role, // $20
    actor.email,
    JSON.stringify(details),
  ];
  const jobRows = placedSaleJobs(sale, offer).map((job) => [
    job.kind,
    JSON.stringify(job.payload),
    job.dedupeKey ?? null,
    (job.runAfter ?? sale.createdUtc).toISOString(),
  ]);
  const jobsValues = valueRows(values, jobRows, ['text', 'jsonb', 'text', 'timestamptz']);
  await runStatement(
    tx,
    `with reservation as (
        update inventories set reserved = reserved + $8 where id = $5
      ), stock_line as (
        insert into stock_lines (id, inventory_id, flow, category, status, quantity, created_utc)
        values ($13, $5, 'Out', 'Sale', 'Pending', $8, $14)
      ), statement_line as (
        insert into payments (id, reference, customer_id, flow, status, amount, currency, prev_bal, curr_bal, created_utc)
        values ($12, $2, $3, 'Debit', 'Pending', $10, $11, $16, $17, $14)
      ), audit as (
        insert into audit_events (occurred_utc, actor_user_id, actor_role, actor_email, action,
          entity_type, entity_id, entity_label, before_state, after_state, details)
        values ($18, $19, $20, $21, 'purchase_placed', 'sale', $1::uuid::text, $2, null, 'Pending', $22)
      ), queued as (
        insert into jobs (kind, payload, dedupe_key, run_after_utc) values ${jobsValues}
        on conflict do nothing
      )
      insert into sales (id, reference, customer_id, supplier_id, inventory_id, product_id, hub_id,
        quantity, unit_price, amount, fee, currency, status, resolution, payment_id, stock_line_id,
        created_utc, expires_utc, completed_utc)
      values ($1::uuid, $2, $3, $4, $5, $6, $7, $8, $9, $10, null, $11, 'Pending', null, $12, $13, $14, $15, null)`,
    values,
  );
}

/** The expiry job of a placed sale, and the emails to its supplier and its buyer. */
function placedSaleJobs(sale: typeof sales.$inferSelect, offer: LockedOffer): JobInput[] {
  const total = formatMoney(sale.amount, sale.currency);
  const litres = formatQuantity(sale.quantity);
  const logins: Login[] = [
    { partyId: sale.supplierId, email: offer.sellerEmail, party: offer.seller },
    { partyId: sale.customerId, email: offer.buyerEmail, party: offer.buyer },
  ].filter((login): login is Login => login.email !== null);
  return [
    {
      kind: 'sale-expiry',
      payload: { saleId: sale.id },
      runAfter: sale.expiresUtc,
      dedupeKey: `sale-expiry:${sale.id}`,
    },
    ...mailJobs(logins, [
      {
        partyId: sale.supplierId,
        subject: `New purchase ${sale.reference} to approve`,
        text: `A buyer has placed purchase ${sale.reference} of ${litres} litres for ${total}. Please approve or reject it.`,
      },
      {
        partyId: sale.customerId,
        subject: `Purchase ${sale.reference} placed`,
        text: `Your purchase ${sale.reference} of ${litres} litres for ${total} is waiting for the supplier's approval. The amount is held in your wallet.`,
      },
    ]),
  ];
}

export type Resolution = 'Approved' | 'Rejected' | 'Cancelled' | 'Expired';

const resolutionStatus: Record<Resolution, SaleStatus> = {
  Approved: 'Approved',
  Rejected: 'Rejected',
  Cancelled: 'Cancelled',
  Expired: 'Cancelled',
};

/**
 * Takes a Pending sale out of Pending, at most once: the supplier approves (settlement) or
 * rejects, the offtaker cancels, or the expiry job cancels. Approval moves the stock out and
 * pays the hold to the supplier less the platform fee; every other outcome releases both.
 */
export async function resolveSale(
  deps: TradingDeps,
  actor: Actor | 'system',
  input: { saleId: string; resolution: Resolution },
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [sale] = await tx
      .select()
      .from(sales)
      .where(and(eq(sales.id, input.saleId), saleVisibleTo(actor)))
      .for('update');
    if (!sale) throw notFound('The sale');
    if (actor !== 'system') assertMayResolve(actor, sale, input.resolution);
    if (sale.status !== 'Pending') throw new AppError('conflict', `This sale is already ${sale.status}`);
    const [inventory] = await tx
      .select()
      .from(inventories)
      .where(eq(inventories.id, sale.inventoryId))
      .for('update');
    const isApproval = input.resolution === 'Approved';
    await tx
      .update(inventories)
      .set({
        reserved: sql`${inventories.reserved} - ${sale.quantity}`,
        ...(isApproval ? { quantity: sql`${inventories.quantity} - ${sale.quantity}` } : {}),
      })
      .where(eq(inventories.id, inventory!.id));
    await tx
      .update(stockLines)
      .set({ status: isApproval ? 'Approved' : 'Cancelled', processedUtc: now })
      .where(eq(stockLines.id, sale.stockLineId));
    const fee = isApproval ? platformFee(sale.amount) : null;
    await postTransaction(tx, {
      kind: isApproval ? 'settlement' : 'release',
      reference: sale.reference,
      currency: sale.currency,
      postings: isApproval
        ? [
            { account: hold(sale.customerId, sale.currency), amount: -sale.amount },
            { account: supplierWallet(sale.supplierId, sale.currency), amount: sale.amount - fee! },
            ...(fee! > 0 ? [{ account: platformRevenue(sale.currency), amount: fee! }] : []),
          ]
        : [
            { account: hold(sale.customerId, sale.currency), amount: -sale.amount },
            { account: wallet(sale.customerId, sale.currency), amount: sale.amount },
          ],
    });
    const status = resolutionStatus[input.resolution];
    await tx
      .update(payments)
      .set({
        status: isApproval ? 'Approved' : status === 'Rejected' ? 'Rejected' : 'Cancelled',
        processedUtc: now,
      })
      .where(eq(payments.id, sale.paymentId));
    await tx
      .update(sales)
      .set({ status, fee, completedUtc: now, resolution: input.resolution })
      .where(eq(sales.id, sale.id));
    await recordAudit(tx, deps.clock, actor, {
      action: 'sale_decided',
      entityType: 'sale',
      entityId: sale.id,
      entityLabel: sale.reference,
      before: 'Pending',
      after: status,
      details: { resolution: input.resolution, amount: sale.amount, currency: sale.currency, fee },
    });
    await notifyResolution(tx, now, sale, input.resolution, fee);
    return getSale(tx, actor === 'system' ? null : actor, sale.id);
  });
}

function assertMayResolve(actor: Actor, sale: typeof sales.$inferSelect, resolution: Resolution) {
  if (resolution === 'Cancelled') {
    if (actor.role !== 'customer' || actor.partyId !== sale.customerId)
      throw new AppError('forbidden', 'Only the buyer can cancel a purchase');
    return;
  }
  if (resolution === 'Expired' || actor.role !== 'client' || actor.partyId !== sale.supplierId) {
    throw new AppError('forbidden', 'Only the supplier can approve or reject a sale');
  }
  if (actor.partyStatus !== 'Active') throw new AppError('forbidden', 'Your account is not active');
}

async function notifyResolution(
  tx: Db,
  now: Date,
  sale: typeof sales.$inferSelect,
  resolution: Resolution,
  fee: number | null,
) {
  const total = formatMoney(sale.amount, sale.currency);
  const words: Record<Resolution, [string, string, string]> = {
    Approved: [
      `Purchase ${sale.reference} approved`,
      `Your purchase ${sale.reference} for ${total} has been approved by the supplier.`,
      `Sale ${sale.reference} is settled: ${formatMoney(sale.amount - (fee ?? 0), sale.currency)} has been paid to your wallet (after the 1% platform fee).`,
    ],
    Rejected: [
      `Purchase ${sale.reference} rejected`,
      `Your purchase ${sale.reference} was rejected by the supplier. ${total} has been released back to your wallet.`,
      `You rejected sale ${sale.reference}; the stock is available again.`,
    ],
    Cancelled: [
      `Purchase ${sale.reference} cancelled`,
      `You cancelled purchase ${sale.reference}. ${total} has been released back to your wallet.`,
      `The buyer cancelled purchase ${sale.reference}; the stock is available again.`,
    ],
    Expired: [
      `Purchase ${sale.reference} expired`,
      `Purchase ${sale.reference} was not approved in time and has been cancelled. ${total} has been released back to your wallet.`,
      `Sale ${sale.reference} expired without a decision and has been cancelled; the stock is available again.`,
    ],
  };
  const [subject, toBuyer, toSupplier] = words[resolution];
  await mailParties(tx, now, [
    { partyId: sale.customerId, subject, text: toBuyer },
    { partyId: sale.supplierId, subject: subject.replace('Purchase', 'Sale'), text: toSupplier },
  ]);
}

/** The expiry job: cancels the sale if it is still Pending; otherwise nothing to do. */
export async function expireSale(deps: TradingDeps, saleId: string): Promise<void> {
  const [sale] = await deps.db.select({ status: sales.status }).from(sales).where(eq(sales.id, saleId));
  if (sale?.status !== 'Pending') return;
  try {
    await resolveSale(deps, 'system', { saleId, resolution: 'Expired' });
  } catch (error) {
    // Someone resolved it between the read and the lock: that outcome stands.
    if (!(error instanceof AppError && error.code === 'conflict')) throw error;
  }
}

/** Offtakers see their purchases, suppliers the sales against their inventories, operators all. */
function saleVisibleTo(actor: Actor | 'system' | null): SQL | undefined {
  if (actor === 'system' || actor === null || actor.role === 'admin') return undefined;
  if (actor.role === 'customer' && actor.partyId) return eq(sales.customerId, actor.partyId);
  if (actor.role === 'client' && actor.partyId) return eq(sales.supplierId, actor.partyId);
  throw new AppError('forbidden', 'You are not allowed to see sales');
}

const buyer = alias(parties, 'buyer');
const seller = alias(parties, 'seller');

function saleQuery(db: Db) {
  return db
    .select({ sale: sales, product: products, hub: hubs, buyer, seller })
    .from(sales)
    .innerJoin(products, eq(products.id, sales.productId))
    .innerJoin(hubs, eq(hubs.id, sales.hubId))
    .innerJoin(buyer, eq(buyer.id, sales.customerId))
    .innerJoin(seller, eq(seller.id, sales.supplierId));
}

/** What a sale's description is made of: the sale row and the names around it. */
type SaleParts = {
  sale: typeof sales.$inferSelect;
  product: { id: string; name: string; unit: string };
  hub: { id: string; name: string };
  buyer: Parameters<typeof partyName>[0];
  seller: Parameters<typeof partyName>[0];
};

function describeSale(row: SaleParts) {
  const { sale } = row;
  const timeline = [{ event: 'Placed', utc: sale.createdUtc.toISOString() }];
  if (sale.completedUtc) {
    const event = sale.resolution === 'Expired' ? 'Expired' : sale.status;
    timeline.push({ event, utc: sale.completedUtc.toISOString() });
  }
  return {
    id: sale.id,
    reference: sale.reference,
    customer: { id: sale.customerId, name: partyName(row.buyer) },
    supplier: { id: sale.supplierId, name: partyName(row.seller) },
    product: { id: row.product.id, name: row.product.name },
    hub: { id: row.hub.id, name: row.hub.name },
    inventoryId: sale.inventoryId,
    quantity: sale.quantity,
    unit: row.product.unit,
    unitPrice: sale.unitPrice,
    amount: sale.amount,
    fee: sale.fee,
    currency: sale.currency,
    amountString: formatMoney(sale.amount, sale.currency),
    status: sale.status,
    resolution: sale.resolution,
    createdUtc: sale.createdUtc.toISOString(),
    expiresUtc: sale.expiresUtc.toISOString(),
    completedUtc: sale.completedUtc?.toISOString() ?? null,
    timeline,
  };
}
export type SaleView = ReturnType<typeof describeSale>;

export async function getSale(db: Db, actor: Actor | null, saleId: string): Promise<SaleView> {
  const [row] = await saleQuery(db).where(and(eq(sales.id, saleId), saleVisibleTo(actor)));
  if (!row) throw notFound('The sale');
  return describeSale(row);
}

/** The sales list is for screens; reports page and export the full history. */
export const maxSalesListed = 5_000;

export async function listSales(
  db: Db,
  actor: Actor,
  filter: {
    status?: SaleStatus | undefined;
    currency?: Currency | undefined;
    supplierId?: string | undefined;
    customerId?: string | undefined;
    inventoryId?: string | undefined;
    limit?: number | undefined;
  },
): Promise<SaleView[]> {
  const rows = await saleQuery(db)
    .where(
      and(
        saleVisibleTo(actor),
        filter.status ? eq(sales.status, filter.status) : undefined,
        filter.currency ? eq(sales.currency, filter.currency) : undefined,
        filter.supplierId ? eq(sales.supplierId, filter.supplierId) : undefined,
        filter.customerId ? eq(sales.customerId, filter.customerId) : undefined,
        filter.inventoryId ? eq(sales.inventoryId, filter.inventoryId) : undefined,
      ),
    )
    .orderBy(desc(sales.createdUtc), desc(sales.id))
    .limit(filter.limit ?? maxSalesListed);
  return rows.map(describeSale);
}
