import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../test/utils.tsx';
import { i18n } from '../i18n/index.ts';
import { ApiError, api, requestTimeoutMs } from './api.ts';

// A request whose answer never comes fails after requestTimeoutMs with a message the forms show,
// instead of leaving its form spinning until the browser gives up.

/** An answer that never comes: like a real fetch, it only settles when its signal aborts. */
function never(_url: string, init: RequestInit) {
  return new Promise<never>((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  });
}

/** What a request has failed with so far (undefined while it is still waiting). */
function failureOf(request: Promise<unknown>) {
  const seen: { error?: unknown } = {};
  request.catch((error: unknown) => {
    seen.error = error;
  });
  return seen;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('a request whose answer never comes', () => {
  it('waits the whole limit, then fails as timed out', async () => {
    mockApi({ 'GET /api/markets': never });
    const seen = failureOf(api.get('markets'));
    await vi.advanceTimersByTimeAsync(requestTimeoutMs - 1);
    expect(seen.error).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.error).toBeInstanceOf(ApiError);
    expect(seen.error).toMatchObject({
      status: 0,
      errors: [],
      message: 'The server took too long to answer. Please check your connection and try again.',
    });
  });

  it('says so in Hausa to a Hausa reader', async () => {
    await act(() => i18n.changeLanguage('ha'));
    mockApi({ 'GET /api/markets': never });
    const seen = failureOf(api.get('markets'));
    await vi.advanceTimersByTimeAsync(requestTimeoutMs);
    expect(seen.error).toMatchObject({
      message: 'Amsar sabar ta daɗe ba ta zo ba. Da fatan ka duba haɗin intanet ɗinka ka sake gwadawa.',
    });
  });

  it('lets a money request be sent again with the same Idempotency-Key', async () => {
    let attempts = 0;
    const { fetchMock } = mockApi({
      'POST /api/payouts': (url, init) => (++attempts === 1 ? never(url, init) : { body: envelope('done') }),
    });
    const headers = { 'Idempotency-Key': 'key-1' };
    const seen = failureOf(api.post('payouts', { amount: 100 }, { headers }));
    await vi.advanceTimersByTimeAsync(requestTimeoutMs);
    expect(seen.error).toMatchObject({ status: 0 });
    await expect(api.post('payouts', { amount: 100 }, { headers })).resolves.toBe('done');
    const keys = fetchMock.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'],
    );
    expect(keys).toEqual(['key-1', 'key-1']);
  });

  it('gives an upload (a receipt from a slow phone) longer than the usual limit, but a limit', async () => {
    mockApi({ 'POST /api/payments': never });
    const seen = failureOf(api.upload('payments', new FormData()));
    await vi.advanceTimersByTimeAsync(requestTimeoutMs * 2);
    expect(seen.error).toBeUndefined();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(seen.error).toMatchObject({ status: 0 });
  });

  it('stays an abort when the caller aborts, and leaves no timer behind an answer', async () => {
    mockApi({ 'GET /api/markets': never, 'GET /api/sales': { body: envelope([]) } });
    const caller = new AbortController();
    const seen = failureOf(api.get('markets', { signal: caller.signal }));
    caller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.error).toHaveProperty('name', 'AbortError');
    await expect(api.get('sales')).resolves.toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
