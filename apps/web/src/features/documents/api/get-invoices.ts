import { invoiceSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getList, readQuery } from '../../../lib/queries.ts';

/** GET sales/{id}/invoices: the invoices of a settled sale this person may read (issue 18). */
export const getSaleInvoices = (saleId: string, signal?: AbortSignal) =>
  getList(`sales/${encodeURIComponent(saleId)}/invoices`, invoiceSchema, signal);

// Under ['sales']: the settlement that issues them refreshes every view of the sale.
export const saleInvoicesQueryOptions = (saleId: string) =>
  readQuery(['sales', saleId, 'invoices'], (signal) => getSaleInvoices(saleId, signal));

export const useSaleInvoices = (saleId: string) => useQuery(saleInvoicesQueryOptions(saleId));
