import type { Sale, SalesQuery } from '@gas/shared';
import { contractOf, formatMoney, maxSalesListed } from '@gas/shared';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { hubs, parties, products, sales } from '../../db/schema.ts';
import { saleContracts } from '../../db/schema-forwards.ts';
import { fulfilments } from '../../db/schema-fulfilment.ts';
import { type Caller, visibleRows } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import { saleMonthSql } from '../bids/sale-month.ts';
import { partyName } from '../parties/queries.ts';

export type SaleRow = typeof sales.$inferSelect;

/** Offtakers see their purchases, suppliers the sales against their inventories, operators all. */
export function salesVisibleTo(caller: Caller): SQL | undefined {
  return visibleRows(
    caller,
    { offtaker: sales.customerId, supplier: sales.supplierId },
    'You are not allowed to see sales',
  );
}

const buyer = alias(parties, 'buyer');
const seller = alias(parties, 'seller');

function saleQuery(db: Db) {
  return db
    .select({
      sale: sales,
      product: products,
      hub: hubs,
      buyer,
      seller,
      fulfilment: {
        method: fulfilments.method,
        logisticsFee: fulfilments.logisticsFee,
        status: fulfilments.status,
        approvedUtc: fulfilments.approvedUtc,
      },
      deliveryMonth: saleMonthSql(saleContracts.deliveryMonth, sales.id),
    })
    .from(sales)
    .leftJoin(fulfilments, eq(fulfilments.saleId, sales.id))
    .leftJoin(saleContracts, eq(saleContracts.saleId, sales.id))
    .innerJoin(products, eq(products.id, sales.productId))
    .innerJoin(hubs, eq(hubs.id, sales.hubId))
    .innerJoin(buyer, eq(buyer.id, sales.customerId))
    .innerJoin(seller, eq(seller.id, sales.supplierId));
}

/** What a sale's description is made of: the sale row and the names around it. */
export type SaleParts = {
  /** The sale row's fields a description shows (a purchase just placed has them without a read). */
  sale: DescribedSale;
  product: { id: string; name: string; unit: string };
  hub: { id: string; name: string };
  buyer: Parameters<typeof partyName>[0];
  seller: Parameters<typeof partyName>[0];
  /** The fulfilment's terms and status (none for a sale read before its fulfilment row exists). */
  fulfilment?: Pick<FulfilmentRow, 'method' | 'logisticsFee' | 'status' | 'approvedUtc'> | null;
  /** The delivery month of a forward sale (sale_contracts); null or absent for Spot. */
  deliveryMonth?: string | null;
};
type FulfilmentRow = typeof fulfilments.$inferSelect;
// settledQuantity: the litres paid for, a report's figure (reports/dashboard.ts), not the contract's Sale.
type DescribedSale = Omit<SaleRow, 'productId' | 'hubId' | 'paymentId' | 'stockLineId' | 'settledQuantity'>;

/** The contract's Sale (packages/shared contracts/trading.ts) for one row and its names. */
export function describeSale(row: SaleParts): Sale {
  const { sale } = row;
  const timeline = [{ event: 'Placed', utc: sale.createdUtc.toISOString() }];
  // Approval starts the fulfilment; an approved sale completes at its settlement (or cancellation).
  const approvedUtc = row.fulfilment?.approvedUtc;
  if (approvedUtc) timeline.push({ event: 'Approved', utc: approvedUtc.toISOString() });
  if (sale.completedUtc) {
    // Cancellations by the platform say why: the expiry, or a suspension of its buyer or supplier.
    const event =
      sale.resolution === 'Expired' || sale.resolution === 'Suspended'
        ? sale.resolution
        : sale.status === 'Approved'
          ? 'Settled'
          : sale.status;
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
    fulfilmentMethod: row.fulfilment?.method ?? 'collection',
    logisticsFee: row.fulfilment?.logisticsFee ?? 0,
    fulfilmentStatus: row.fulfilment?.status ?? null,
    contract: contractOf(row.deliveryMonth),
    deliveryMonth: row.deliveryMonth ?? null,
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

/** One sale the caller may see (404 when it does not exist or is not theirs). */
export async function getSale(db: Db, caller: Caller, saleId: string): Promise<Sale> {
  const [row] = await saleQuery(db).where(and(eq(sales.id, saleId), salesVisibleTo(caller)));
  if (!row) throw notFound('The sale');
  return describeSale(row);
}

/** The sales the caller may see, newest first, at most `maxSalesListed`. */
export async function listSales(db: Db, caller: Caller, filter: SalesQuery): Promise<Sale[]> {
  const rows = await saleQuery(db)
    .where(
      and(
        salesVisibleTo(caller),
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
