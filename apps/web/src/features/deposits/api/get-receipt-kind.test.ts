import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestTimeoutMs } from '../../../lib/api.ts';
import { getReceiptKind } from './get-receipt-kind.ts';

// The receipt's HEAD request is a plain fetch (no envelope), held to the same time limit as every
// request: a lost answer shows "We could not open this receipt", not a spinner for minutes.

const path = '/api/payments/p-1/receipt';

/** An answer that never comes: like a real fetch, it only settles when its signal aborts. */
function neverAnswered() {
  return vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<never>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('getReceiptKind', () => {
  it("reads the receipt's kind from its content type, with the session cookie", async () => {
    const fetchMock = vi.fn(
      async () => new Response(null, { headers: { 'Content-Type': 'application/pdf' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(getReceiptKind(path)).resolves.toBe('pdf');
    expect(fetchMock).toHaveBeenCalledWith(
      path,
      expect.objectContaining({ method: 'HEAD', credentials: 'include' }),
    );
    expect(vi.getTimerCount()).toBe(0);
  });

  it("fails with the page's message when the receipt is refused", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 404 })),
    );
    await expect(getReceiptKind(path)).rejects.toThrow('We could not open this receipt');
  });

  it('gives up after the request time limit when no answer comes', async () => {
    vi.stubGlobal('fetch', neverAnswered());
    let failure: unknown;
    getReceiptKind(path).catch((error: unknown) => {
      failure = error;
    });
    await vi.advanceTimersByTimeAsync(requestTimeoutMs - 1);
    expect(failure).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe('We could not open this receipt');
  });

  it('stays an abort when the caller cancels', async () => {
    vi.stubGlobal('fetch', neverAnswered());
    const caller = new AbortController();
    const request = getReceiptKind(path, caller.signal);
    caller.abort();
    await expect(request).rejects.toHaveProperty('name', 'AbortError');
    expect(vi.getTimerCount()).toBe(0);
  });
});
