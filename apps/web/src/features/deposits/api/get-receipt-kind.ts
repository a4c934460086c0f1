import { type ReceiptKind, receiptKindOf } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { i18n } from '../../../i18n/index.ts';
import { readQuery } from '../../../lib/queries.ts';

/**
 * HEAD on a receipt's API path: its type decides how the page shows it (spec: a PDF as a link,
 * images as zoomable images) without downloading the file. The server serves receipts to
 * their owner and to admins only; the session cookie goes along. Not an envelope, so plain fetch.
 */
export async function getReceiptKind(path: string, signal?: AbortSignal): Promise<ReceiptKind> {
  const response = await fetch(path, { method: 'HEAD', credentials: 'include', signal });
  // In the reader's words, as every error's message (issue 23).
  if (!response.ok) throw new Error(i18n.t('receipt.openFailed', { ns: 'deposits' }));
  return receiptKindOf(response.headers.get('content-type') ?? '');
}

// A stored receipt never changes type.
export const receiptKindQueryOptions = (path: string) =>
  readQuery(['receipt-kind', path], (signal) => getReceiptKind(path, signal), {
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useReceiptKind = (path: string) => useQuery(receiptKindQueryOptions(path));
