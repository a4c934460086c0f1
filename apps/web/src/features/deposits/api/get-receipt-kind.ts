import { type ReceiptKind, receiptKindOf } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { i18n } from '../../../i18n/index.ts';
import { requestTimeoutMs, withDeadline } from '../../../lib/api.ts';
import { readQuery } from '../../../lib/queries.ts';

/**
 * HEAD on a receipt's API path: its type decides how the page shows it (spec: a PDF as a link,
 * images as zoomable images) without downloading the file. The server serves receipts to
 * their owner and to admins only; the session cookie goes along. Not an envelope, so plain fetch,
 * under the same time limit as every request (lib/api.ts).
 */
export async function getReceiptKind(path: string, signal?: AbortSignal): Promise<ReceiptKind> {
  // In the reader's words, as every error's message (issue 23).
  const failed = () => new Error(i18n.t('receipt.openFailed', { ns: 'deposits' }));
  const deadline = withDeadline(signal, requestTimeoutMs);
  try {
    const response = await fetch(path, { method: 'HEAD', credentials: 'include', signal: deadline.signal });
    if (!response.ok) throw failed();
    return receiptKindOf(response.headers.get('content-type') ?? '');
  } catch (error) {
    // The caller's own abort (the query was cancelled) stays an abort.
    if (signal?.aborted) throw error;
    throw failed();
  } finally {
    deadline.clear();
  }
}

// A stored receipt never changes type.
export const receiptKindQueryOptions = (path: string) =>
  readQuery(['receipt-kind', path], (signal) => getReceiptKind(path, signal), {
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useReceiptKind = (path: string) => useQuery(receiptKindQueryOptions(path));
