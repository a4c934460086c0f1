// A sale's invoices. Glossary: docs/i18n.md.
export default {
  title: 'Invoices',
  loadFailed: 'We could not load the invoices',
  none: 'The invoices are issued when the sale settles, once the buyer accepts the gas.',
  kinds: {
    'sale-invoice': 'Sale invoice',
    'fee-invoice': 'Platform fee invoice (with VAT)',
  },
  link: '{{kind}} {{number}} (PDF)',
  issued: 'Issued <date />',
  total: 'Total <amount />',
} as const;
