// The reports (features/reports): sales, deposits and the supplier's settlement statement.
// Glossary: docs/i18n.md.
export default {
  parts: {
    totals: 'Totals',
    totalsOf: '{{currency}} totals',
    month: 'Month',
  },
  sales: {
    title: 'Sales report',
    descriptions: {
      admin:
        'Every sale on the platform, by the day it was placed (Lagos time). Totals and months cover every matching sale.',
      supplier:
        'Sales from your inventories, by the day they were placed (Lagos time). Totals and months cover every matching sale.',
      offtaker:
        'Your purchases, by the day you placed them (Lagos time). Totals and months cover every matching purchase.',
    },
    chargedAtSettlement: 'Charged at settlement',
    lines: {
      settled: 'Settled',
      collected: 'Collected',
      delivered: 'Delivered',
      logistics: 'Logistics',
      held: ' held',
    },
    columns: {
      date: 'Date',
      quantity: 'Quantity',
      amount: 'Amount',
      offtaker: 'Offtaker',
      supplier: 'Supplier',
      product: 'Product',
      hub: 'Hub',
      fee: 'Fee',
      delivered: 'Delivered',
      logisticsFee: 'Logistics fee',
      settledOn: 'Settled On',
    },
    quantityLitres: '{{quantity}} Liters',
    totals: {
      purchases: 'Purchases',
      sales: 'Sales',
      quantity: 'Quantity',
      amount: 'Amount',
      platformFees: 'Platform fees',
    },
    filters: {
      product: 'Product',
      allProducts: 'All products',
      hub: 'Hub',
      allHubs: 'All hubs',
      party: 'Party',
      allParties: 'All parties',
      allPartiesNotLoaded: 'All parties (names not loaded)',
      suppliers: 'Suppliers',
      offtakers: 'Offtakers',
      selected: 'Selected',
    },
    chart: {
      purchases: 'Purchases per month',
      sales: 'Sales per month',
      purchasesCount: 'purchases',
      salesCount: 'sales',
    },
    table: {
      purchases: 'Purchases',
      sales: 'Sales',
    },
    energy: {
      label: 'Energy, every currency:',
      converted: "({{litres}} L with each product's factor)",
      convertedWithout:
        "({{litres}} L with each product's factor; {{without}} L of products without factors not included)",
    },
  },
  deposits: {
    titles: {
      deposits: 'Deposits report',
      statement: 'Settlement statement',
    },
    descriptions: {
      admin:
        "Offtakers' deposits, by the day they were made (Lagos time). Totals and months cover every matching deposit.",
      offtaker:
        'Your deposits, by the day you made them (Lagos time). Totals and months cover every matching deposit.',
      supplier:
        'Your settlement wallet: each settled sale paid in, less the 1% platform fee and its VAT, with the balance after it (Lagos days).',
    },
    columns: {
      reference: 'Reference',
      date: 'Date',
      offtaker: 'Offtaker',
      amount: 'Amount',
      processed: 'Processed',
      description: 'Description',
      gross: 'Gross',
      fee: 'Fee',
      net: 'Net',
      balanceAfter: 'Balance after',
    },
    totals: {
      deposits: 'Deposits',
      amount: 'Amount',
      approved: 'Approved',
      settlements: 'Settlements',
      gross: 'Gross',
      platformFees: 'Platform fees',
      netPaidIn: 'Net paid in',
    },
    filters: {
      offtaker: 'Offtaker',
      allOfftakers: 'All offtakers',
    },
    chart: {
      netPaidIn: 'Net paid in per month',
      settlements: 'settlements',
      deposits: 'Deposits per month',
      depositsCount: 'deposits',
    },
    table: {
      statement: 'Settlement statement',
      deposits: 'Deposits',
    },
  },
} as const;
