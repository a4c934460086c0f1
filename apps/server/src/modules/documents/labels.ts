import {
  type Currency,
  type FormatLocale,
  formatDateWith,
  formatMoney,
  formatQuantity,
  type SaleResolution,
} from '@gas/shared';
import type { ServerLanguage } from '../../lib/i18n/language.ts';

// The words of the documents the platform issues (issue 23): the sale and fee invoices, the
// monthly wallet statement and the payout advice, in English (the spec's words, exactly as the
// documents always printed them) and in Hausa (the terms of docs/i18n.md's glossary, as the web
// app's screens say them). A document is issued in its recipient's saved language and stored as
// issued: changing language later never changes it. Names, references, CNG/LNG, VAT, RC, TIN,
// ₦ and $ stay as they are; amounts have the same digits in both languages.

/** How a document writes money, quantities and dates in its language. */
export type DocumentFormats = {
  money: (minor: number, currency: Currency) => string;
  quantity: (quantity: number, unit: string) => string;
  /** "27 Nov 2026" (English, as before) / "27 Nuw, 2026" (Hausa), in Lagos. */
  date: (utc: Date) => string;
  /** "October 2026" / "Oktoba 2026" of a month "YYYY-MM". */
  month: (month: string) => string;
};

export type DocumentLabels = {
  /** Before the document's number at the top: "No. INV-000001". */
  number: string;
  party: { rcNumber: (rc: string) => string; tin: (tin: string) => string; notGiven: string };
  invoice: {
    saleTitle: string;
    feeTitle: string;
    date: string;
    sale: string;
    currency: string;
    supplier: string;
    billTo: string;
    from: string;
    columns: { description: string; quantity: string; unitPrice: string; tax: string; amount: string };
    /** The sale invoice's line: the product collected at its hub. */
    goods: (product: string, hub: string) => string;
    totalExcludingVat: string;
    vatIncluded: (code: string, rate: string) => string;
    total: string;
    saleNotes: (saleReference: string) => string[];
    feeLine: (goods: string, saleReference: string) => string;
    fee: string;
    vat: (rate: string) => string;
    feeNotes: (saleReference: string) => string[];
  };
  statement: {
    title: string;
    period: string;
    periodValue: (month: string, from: string, to: string) => string;
    account: string;
    settlementWallet: string;
    wallet: string;
    issued: string;
    lagosTime: (time: string) => string;
    accountHolder: string;
    party: (partyId: string) => string;
    issuedBy: string;
    fromLedger: string;
    columns: {
      date: string;
      description: string;
      reference: string;
      in: string;
      out: string;
      balance: string;
    };
    opening: string;
    moneyIn: string;
    moneyOut: string;
    closing: string;
    notes: (movements: number) => string[];
  };
  advice: {
    payoutTitle: string;
    withdrawalTitle: string;
    requested: string;
    paid: string;
    bankReference: string;
    currency: string;
    paidTo: string;
    account: (number: string) => string;
    paidBy: string;
    throughClearing: string;
    columns: { description: string; reference: string; amount: string };
    payoutLine: string;
    withdrawalLine: string;
    amountPaid: string;
    notes: string[];
  };
};

const english: DocumentLabels = {
  number: 'No.',
  party: { rcNumber: (rc) => `RC number: ${rc}`, tin: (tin) => `TIN: ${tin}`, notGiven: 'not given' },
  invoice: {
    saleTitle: 'Invoice',
    feeTitle: 'Tax invoice: platform fee',
    date: 'Date',
    sale: 'Sale',
    currency: 'Currency',
    supplier: 'Supplier',
    billTo: 'Bill to',
    from: 'From',
    columns: {
      description: 'Description',
      quantity: 'Quantity',
      unitPrice: 'Unit price',
      tax: 'Tax',
      amount: 'Amount',
    },
    goods: (product, hub) => `${product}, ex ${hub}`,
    totalExcludingVat: 'Total excluding VAT',
    vatIncluded: (code, rate) => `VAT included (${code} ${rate})`,
    total: 'Total',
    saleNotes: (sale) => [
      'Prices include VAT at the rate of each line. Tax codes: Z zero-rated, S standard-rated.',
      `Paid in full from the buyer's funds held on Gas Exchange for sale ${sale}.`,
    ],
    feeLine: (goods, sale) => `Platform fee: 1% of ${goods}, sale ${sale}`,
    fee: 'Fee',
    vat: (rate) => `VAT (${rate})`,
    feeNotes: (sale) => [
      `Deducted from the settlement of sale ${sale} to the supplier's wallet; nothing is left to pay.`,
    ],
  },
  statement: {
    title: 'Wallet statement',
    period: 'Period',
    periodValue: (month, from, to) => `${month} (${from} to ${to}, Lagos time)`,
    account: 'Account',
    settlementWallet: 'Settlement wallet',
    wallet: 'Wallet (available funds)',
    issued: 'Issued',
    lagosTime: (time) => `${time} Lagos time`,
    accountHolder: 'Account holder',
    party: (partyId) => `Party ${partyId}`,
    issuedBy: 'Issued by',
    fromLedger: 'From the platform ledger',
    columns: {
      date: 'Date (Lagos)',
      description: 'Description',
      reference: 'Reference',
      in: 'In',
      out: 'Out',
      balance: 'Balance',
    },
    opening: 'Opening balance',
    moneyIn: 'Money in',
    moneyOut: 'Money out',
    closing: 'Closing balance',
    notes: (movements) => [
      `${movements} movements. Closing balance = opening balance + money in - money out: the wallet's balance in the ledger at the end of the month.`,
      'Amounts held for purchases, bids or payouts are not in the wallet: they appear as money out when held and money in when released.',
    ],
  },
  advice: {
    payoutTitle: 'Payout advice',
    withdrawalTitle: 'Withdrawal advice',
    requested: 'Requested',
    paid: 'Paid',
    bankReference: 'Bank transfer reference',
    currency: 'Currency',
    paidTo: 'Paid to',
    account: (number) => `Account ${number}`,
    paidBy: 'Paid by',
    throughClearing: 'Through the platform bank clearing account',
    columns: { description: 'Description', reference: 'Reference', amount: 'Amount' },
    payoutLine: 'Payout from the settlement wallet',
    withdrawalLine: 'Withdrawal from the wallet',
    amountPaid: 'Amount paid',
    notes: [
      'The amount was held from the wallet when requested and left the platform when the transfer was made.',
    ],
  },
};

const hausaReleases: Record<SaleResolution, (reference: string) => string> = {
  Approved: (ref) => `An saki kuɗin saye ${ref}`,
  Rejected: (ref) => `Mai samarwa ya ƙi saye ${ref}: an saki kuɗin da aka riƙe`,
  Cancelled: (ref) => `An soke saye ${ref}: an saki kuɗin da aka riƙe`,
  Expired: (ref) => `Saye ${ref} ya ƙare: an saki kuɗin da aka riƙe`,
  Suspended: (ref) => `Dandali ya soke saye ${ref} (an dakatar da asusu): an saki kuɗin da aka riƙe`,
};

const hausa: DocumentLabels = {
  number: 'Lamba',
  party: { rcNumber: (rc) => `Lambar RC: ${rc}`, tin: (tin) => `TIN: ${tin}`, notGiven: 'ba a bayar ba' },
  invoice: {
    saleTitle: 'Takardar kuɗi',
    feeTitle: 'Takardar kuɗin haraji: kuɗin sabis na dandali',
    date: 'Kwanan wata',
    sale: 'Ciniki',
    currency: 'Kuɗin ƙasa',
    supplier: 'Mai samarwa',
    billTo: 'Zuwa ga',
    from: 'Daga',
    columns: {
      description: 'Bayani',
      quantity: 'Yawa',
      unitPrice: 'Farashi ɗaya',
      tax: 'Haraji',
      amount: 'Adadin kuɗi',
    },
    goods: (product, hub) => `${product}, ɗauka a cibiyar ${hub}`,
    totalExcludingVat: 'Jimilla ba tare da VAT ba',
    vatIncluded: (code, rate) => `VAT da ke ciki (${code} ${rate})`,
    total: 'Jimilla',
    saleNotes: (sale) => [
      'Farashin ya haɗa da VAT bisa kason kowane layi. Lambobin haraji: Z kaso sifili, S kaso na yau da kullum.',
      `An biya cikakke daga kuɗin mai saye da aka riƙe a Gas Exchange don ciniki ${sale}.`,
    ],
    feeLine: (goods, sale) => `Kuɗin sabis na dandali: 1% na ${goods}, ciniki ${sale}`,
    fee: 'Kuɗin sabis',
    vat: (rate) => `VAT (${rate})`,
    feeNotes: (sale) => [
      `An cire daga kammala biyan ciniki ${sale} zuwa jakar kuɗin mai samarwa; babu sauran abin da za a biya.`,
    ],
  },
  statement: {
    title: 'Bayanin jakar kuɗi',
    period: 'Lokaci',
    periodValue: (month, from, to) => `${month} (${from} zuwa ${to}, lokacin Legas)`,
    account: 'Asusu',
    settlementWallet: 'Jakar kammala biya',
    wallet: 'Jakar kuɗi (kuɗin da ke akwai)',
    issued: 'An fitar',
    lagosTime: (time) => `${time} lokacin Legas`,
    accountHolder: 'Mai asusu',
    party: (partyId) => `Kamfani ${partyId}`,
    issuedBy: 'Wanda ya fitar',
    fromLedger: 'Daga rajistar kuɗin dandali',
    columns: {
      date: 'Kwanan wata (Legas)',
      description: 'Bayani',
      reference: 'Lambar shaida',
      in: 'Shiga',
      out: 'Fita',
      balance: 'Ragowar kuɗi',
    },
    opening: 'Ragowar kuɗi na farko',
    moneyIn: 'Kuɗin da suka shigo',
    moneyOut: 'Kuɗin da suka fita',
    closing: 'Ragowar kuɗi na ƙarshe',
    notes: (movements) => [
      `Motsi ${movements}. Ragowar kuɗi na ƙarshe = ragowar kuɗi na farko + kuɗin da suka shigo - kuɗin da suka fita: ragowar kuɗin jakar a rajistar kuɗi a ƙarshen wata.`,
      'Kuɗin da aka riƙe don saye, tayin saye ko biyan kuɗi ba sa cikin jakar kuɗi: ana nuna su a matsayin kuɗin da suka fita idan an riƙe su, da kuɗin da suka shigo idan an sake su.',
    ],
  },
  advice: {
    payoutTitle: 'Sanarwar biyan kuɗi',
    withdrawalTitle: 'Sanarwar cire kuɗi',
    requested: 'An nema',
    paid: 'An biya',
    bankReference: 'Lambar shaidar canjin kuɗin banki',
    currency: 'Kuɗin ƙasa',
    paidTo: 'An biya zuwa ga',
    account: (number) => `Asusu ${number}`,
    paidBy: 'Wanda ya biya',
    throughClearing: 'Ta asusun banki na dandali',
    columns: { description: 'Bayani', reference: 'Lambar shaida', amount: 'Adadin kuɗi' },
    payoutLine: 'Biyan kuɗi daga jakar kammala biya',
    withdrawalLine: 'Cire kuɗi daga jakar kuɗi',
    amountPaid: 'Adadin kuɗin da aka biya',
    notes: [
      'An riƙe adadin kuɗin daga jakar kuɗi lokacin da aka nema, kuma ya bar dandali lokacin da aka yi canjin kuɗin.',
    ],
  },
};

/**
 * A Hausa statement line's words, from the ledger transaction's kind (the English ones are
 * worded by monthly-lines.ts and reports/wallet-statement.ts, as before).
 */
export const hausaMovements = {
  payoutRequested: (supplier: boolean, ref: string) =>
    `An nemi ${supplier ? 'biyan kuɗi' : 'cire kuɗi'} ${ref}: an riƙe har sai an biya`,
  payoutReleased: (supplier: boolean, ref: string) =>
    `Ba a biya ${supplier ? 'biyan kuɗi' : 'cire kuɗi'} ${ref} ba: an saki`,
  supplierSettlement: (ref: string) => `Kammala biyan ciniki ${ref}`,
  deposit: (ref: string) => `An amince da ajiyar kuɗi ${ref}`,
  purchaseHold: (ref: string) => `An riƙe don saye ${ref}`,
  purchaseReleased: (resolution: SaleResolution, ref: string) => hausaReleases[resolution](ref),
  holdReleased: (ref: string) => `An saki kuɗin da aka riƙe don ${ref}`,
  purchaseSettled: (ref: string, restReleased: boolean) =>
    restReleased
      ? `An kammala biyan saye ${ref}: an biya mai samarwa, an saki sauran`
      : `An kammala biyan saye ${ref}: an biya mai samarwa`,
  other: (kind: string, ref: string) => {
    if (kind === 'bid_hold') return `An riƙe don tayin saye ${ref}`;
    if (kind === 'bid_release') return `An saki kuɗin tayin saye ${ref}`;
    return `Motsin jakar kuɗi ${ref}`;
  },
};

export const documentLabels: Record<ServerLanguage, DocumentLabels> = { en: english, ha: hausa };

const formatLocaleOf = (language: ServerLanguage): FormatLocale => (language === 'ha' ? 'ha-NG' : 'en-NG');

// English keeps the formats its documents always had (en-GB dates, "120 litres").
const englishDate = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', dateStyle: 'medium' });
const englishMonth = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The formats of a document in `language` (packages/shared/src/locale.ts for Hausa). */
export function documentFormats(language: ServerLanguage): DocumentFormats {
  if (language === 'en')
    return {
      money: (minor, currency) => formatMoney(minor, currency),
      quantity: (quantity, unit) => `${formatQuantity(quantity)} ${unit === 'Liters' ? 'litres' : unit}`,
      date: (utc) => englishDate.format(utc),
      month: englishMonth,
    };
  const locale = formatLocaleOf(language);
  return {
    money: (minor, currency) => formatMoney(minor, currency, locale),
    // "lita 12,500", as the web app writes a quantity of litres in Hausa.
    quantity: (quantity, unit) =>
      unit === 'Liters'
        ? `lita ${formatQuantity(quantity, locale)}`
        : `${formatQuantity(quantity, locale)} ${unit}`,
    date: (utc) =>
      formatDateWith(
        utc,
        { timeZone: 'Africa/Lagos', day: 'numeric', month: 'short', year: 'numeric' },
        locale,
      ),
    month: (month) =>
      formatDateWith(
        new Date(`${month}-01T00:00:00Z`),
        { month: 'long', year: 'numeric', timeZone: 'UTC' },
        locale,
      ),
  };
}

/** The words and formats of a document in `language`. */
export const documentLanguage = (language: ServerLanguage) => ({
  language,
  labels: documentLabels[language],
  formats: documentFormats(language),
});
export type DocumentLanguage = ReturnType<typeof documentLanguage>;
