import { type PurchaseRequest, parseContractId } from '@gas/shared';
import type { Db } from '../../db/client.ts';
import type { PartyStatus } from '../../db/schema.ts';
import { runStatement } from '../../db/statement.ts';

// The offer a purchase is for, read and locked in one round trip (place-purchase.ts): Spot, or a
// delivery month priced in forward_prices (contract id '<inventoryId>:YYYY-MM', issue 19).

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
  buyer: PartyNameRow & { status: PartyStatus };
  seller_email: string | null;
  buyer_email: string | null;
  price: { amount: string | number; id?: string } | null;
  site: { id: string; customer_id: string; state: string; archived: boolean } | null;
  logistics_fee_per_unit: string | number | null;
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
 * has one login) for the emails, and for a delivery the site and the logistics fee from the
 * inventory's hub to the site's state: one round trip, written out (db/statement.ts). Both parties'
 * rows are read FOR SHARE: a suspension (parties/suspend-party.ts) that changes either waits for
 * this purchase and then cancels it, or this purchase waits for the suspension and sees it.
 */
const lockOfferStatement = `
  select i.id, i.supplier_id, i.product_id, i.hub_id, i.quantity, i.reserved,
    p.name as product_name, p.unit as product_unit, p.is_active as product_is_active,
    h.name as hub_name,
    json_build_object('kind', s.kind, 'company_name', s.company_name, 'first_name', s.first_name,
      'last_name', s.last_name, 'status', s.status) as seller,
    json_build_object('kind', b.kind, 'company_name', b.company_name, 'first_name', b.first_name,
      'last_name', b.last_name, 'status', b.status) as buyer,
    (select email from users where party_id = s.id limit 1) as seller_email,
    (select email from users where party_id = b.id limit 1) as buyer_email,
    case when $6::text is null then
      (select json_build_object('amount', amount) from prices where inventory_id = i.id and currency = $3
        order by created_utc desc, id desc limit 1)
    else
      (select json_build_object('amount', amount, 'id', id) from forward_prices
        where inventory_id = i.id and delivery_month = $6::text and currency = $3
        order by created_utc desc, id desc limit 1)
    end as price,
    (select json_build_object('id', d.id, 'customer_id', d.customer_id, 'state', d.state,
      'archived', d.archived_utc is not null) from delivery_sites d where d.id = $5::uuid) as site,
    (select f.fee_per_unit from logistics_fees f join delivery_sites d on d.id = $5::uuid
      where f.hub_id = i.hub_id and f.state = d.state and f.currency = $3) as logistics_fee_per_unit
  from inventories i
    join products p on p.id = i.product_id
    join hubs h on h.id = i.hub_id
    join parties s on s.id = i.supplier_id
    join parties b on b.id = $1
  where i.id = $2 and i.product_id = $4
  for update of i for share of s, b`;

export async function lockOffer(tx: Db, customerId: string, input: PurchaseRequest) {
  const contract = parseContractId(input.contractId);
  const [row] = await runStatement<OfferRow>(tx, lockOfferStatement, [
    customerId,
    contract.inventoryId,
    input.currency,
    input.productId,
    input.fulfilment?.method === 'delivery' ? input.fulfilment.siteId : null,
    contract.deliveryMonth,
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
    buyerStatus: row.buyer.status,
    sellerEmail: row.seller_email,
    buyerEmail: row.buyer_email,
    price: row.price === null ? null : Number(row.price.amount),
    /** The contract bought: Spot (null) or a delivery month, and the forward price row it uses. */
    deliveryMonth: contract.deliveryMonth,
    forwardPriceId: row.price?.id ?? null,
    site: row.site,
    logisticsFeePerUnit: row.logistics_fee_per_unit === null ? null : Number(row.logistics_fee_per_unit),
  };
}
export type LockedOffer = NonNullable<Awaited<ReturnType<typeof lockOffer>>>;
