import type { Currency } from '@gas/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hubs, products } from '../../db/schema.ts';
import { type InvoiceKind, invoices } from '../../db/schema-documents.ts';
import { productTaxRates } from '../../db/schema-tax.ts';
import type { ServerLanguage } from '../../lib/i18n/language.ts';
import { enqueueJobs } from '../jobs/queue.ts';
import { feeInvoice, type IssuedSpec, saleInvoice } from './content.ts';
import { type PartyIdentity, partyIdentity } from './identities.ts';
import { nextNumber, printedNumber } from './numbering.ts';
import { partyLanguages } from './recipient-language.ts';

/** The queued job that renders an issued invoice's PDF once (render.ts). */
export const renderJobKind = 'document-render';

type SettledSale = {
  id: string;
  reference: string;
  customerId: string;
  supplierId: string;
  productId: string;
  hubId: string;
  unitPrice: number;
  currency: Currency;
};

/**
 * Issues the invoices of a settlement in its transaction (endFulfilment): the supplier's invoice
 * to the buyer for the accepted quantity, and the platform's fee invoice to the supplier. Each
 * takes the next number of its issuer here, so numbers follow settlements without gaps; the PDFs
 * are rendered after the commit (a queued job, or the first download). Each is worded in its
 * recipient's saved language at this moment (issue 23) and keeps it. Answers their numbers,
 * for the settlement's audit row.
 */
export async function issueSettlementInvoices(
  tx: Db,
  now: Date,
  sale: SettledSale,
  settled: {
    accepted: number;
    goods: number;
    fee: number;
    vat: number;
    vatBasisPoints: number;
    /** The platform as the fee invoice's issuer (PLATFORM_LEGAL_NAME, ...). */
    platform: PartyIdentity;
  },
): Promise<string[]> {
  if (settled.accepted <= 0) return [];
  const [detail] = await tx
    .select({
      product: products.name,
      unit: products.unit,
      hub: hubs.name,
      rate: productTaxRates.rateBasisPoints,
    })
    .from(products)
    .innerJoin(hubs, eq(hubs.id, sale.hubId))
    .leftJoin(productTaxRates, eq(productTaxRates.productId, products.id))
    .where(eq(products.id, sale.productId));
  const supplier = await partyIdentity(tx, sale.supplierId);
  const buyer = await partyIdentity(tx, sale.customerId);
  const languages = await partyLanguages(tx, [sale.customerId, sale.supplierId]);
  const buyerLanguage = languages.get(sale.customerId) ?? 'en';
  const saleNumber = await nextNumber(tx, 'sale-invoice', sale.supplierId);
  const issued: {
    kind: InvoiceKind;
    issuerKey: string;
    number: number;
    recipient: string;
    language: ServerLanguage;
    doc: IssuedSpec;
  }[] = [
    {
      kind: 'sale-invoice',
      issuerKey: sale.supplierId,
      number: saleNumber,
      recipient: sale.customerId,
      language: buyerLanguage,
      doc: saleInvoice({
        number: printedNumber('sale-invoice', saleNumber),
        issuedUtc: now,
        saleReference: sale.reference,
        currency: sale.currency,
        product: detail!.product,
        hub: detail!.hub,
        unit: detail!.unit,
        quantity: settled.accepted,
        unitPrice: sale.unitPrice,
        rateBasisPoints: detail!.rate ?? 0,
        supplier,
        buyer,
        language: buyerLanguage,
      }),
    },
  ];
  if (settled.fee > 0) {
    const feeNumber = await nextNumber(tx, 'fee-invoice', 'platform');
    const supplierLanguage = languages.get(sale.supplierId) ?? 'en';
    issued.push({
      kind: 'fee-invoice',
      issuerKey: 'platform',
      number: feeNumber,
      recipient: sale.supplierId,
      language: supplierLanguage,
      doc: feeInvoice({
        number: printedNumber('fee-invoice', feeNumber),
        issuedUtc: now,
        saleReference: sale.reference,
        currency: sale.currency,
        goods: settled.goods,
        fee: settled.fee,
        vat: settled.vat,
        vatBasisPoints: settled.vatBasisPoints,
        platform: settled.platform,
        supplier,
        language: supplierLanguage,
      }),
    });
  }
  const rows = await tx
    .insert(invoices)
    .values(
      issued.map((invoice) => ({
        kind: invoice.kind,
        issuerKey: invoice.issuerKey,
        number: invoice.number,
        documentNumber: invoice.doc.spec.number,
        saleId: sale.id,
        issuerPartyId: invoice.issuerKey === 'platform' ? null : invoice.issuerKey,
        recipientPartyId: invoice.recipient,
        currency: sale.currency,
        total: invoice.doc.total,
        tax: invoice.doc.tax,
        content: { ...invoice.doc.spec, issuedUtc: now.toISOString() },
        issuedUtc: now,
        language: invoice.language,
      })),
    )
    .returning({ id: invoices.id });
  await enqueueJobs(
    tx,
    now,
    rows.map((row) => ({
      kind: renderJobKind,
      payload: { invoiceId: row.id },
      dedupeKey: `${renderJobKind}:${row.id}`,
    })),
  );
  return issued.map((invoice) => invoice.doc.spec.number);
}
