import type { PartyIdentity } from '../modules/documents/identities.ts';

// The demo's invoices (issue 18, point 5): every demo sale that settles is invoiced through the
// settlement itself (the supplier's sale invoice and the platform's fee invoice), so the demo's
// settled sales have their PDFs. This is the platform as it signs its fee invoices there: made-up
// registration details, as a real deployment sets with PLATFORM_LEGAL_NAME and the others.
export const demoInvoiceIssuer: PartyIdentity = {
  name: 'Gas Exchange Nigeria Ltd (demo)',
  address: ['Plot 12, Ahmadu Bello Way', 'Kaduna, Kaduna State'],
  rcNumber: 'RC 1900001',
  tin: '00000000-0001',
};
