import { saleSchema } from '@gas/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingSale } from '../../test/fixtures/trading.ts';
import { envelope, failure, mockApi } from '../../test/utils.tsx';
import { ApiError, api, ContractError, onSessionEnded, refreshGenerationKey } from './api.ts';

const unauthorized = { status: 401, body: failure([{ htmlId: '', message: 'Please log in to continue' }]) };

afterEach(() => {
  Reflect.deleteProperty(navigator, 'locks');
});

describe('api helper', () => {
  it('sends cookies and asks for JSON, and returns the envelope data', async () => {
    const { fetchMock } = mockApi({ 'GET /api/markets': { body: envelope([{ region: 'North West' }]) } });
    await expect(api.get('markets')).resolves.toEqual([{ region: 'North West' }]);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toMatchObject({ Accept: 'application/json' });
  });

  it('checks an answer against its contract: one that drifts from it fails, one that keeps it passes', async () => {
    const drifted = { ...pendingSale, status: 'Waiting', fee: '0' };
    mockApi({
      'GET /api/sales/drifted': { body: envelope(drifted) },
      'GET /api/sales/kept': { body: envelope(pendingSale) },
    });
    const failure = api.get('sales/drifted', { schema: saleSchema });
    await expect(failure).rejects.toBeInstanceOf(ContractError);
    await expect(failure).rejects.toThrow(/sales\/drifted.*status/);
    await expect(api.get('sales/kept', { schema: saleSchema })).resolves.toEqual(pendingSale);
  });

  it('on a 401 refreshes the session once and retries the request once', async () => {
    let attempts = 0;
    const { calls } = mockApi({
      'GET /api/payments': () =>
        ++attempts === 1
          ? { status: 401, body: failure([{ htmlId: '', message: 'Session expired' }]) }
          : { body: envelope([]) },
      'POST /api/auth/refresh': { body: envelope(null) },
    });
    await expect(api.get('payments')).resolves.toEqual([]);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/payments',
      'POST /api/auth/refresh',
      'GET /api/payments',
    ]);
  });

  it('gives up with the 401 when the refresh fails, without retrying', async () => {
    const { calls } = mockApi({
      'GET /api/payments': { status: 401, body: failure([{ htmlId: '', message: 'Session expired' }]) },
      'POST /api/auth/refresh': { status: 401, body: failure([{ htmlId: '', message: 'No session' }]) },
    });
    const error = await api.get('payments').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Session expired' });
    expect(calls).toHaveLength(2);
  });

  it('retries only once even if the retry is refused again', async () => {
    const { calls } = mockApi({
      'GET /api/sales': { status: 401, body: failure([{ htmlId: '', message: 'Session expired' }]) },
      'POST /api/auth/refresh': { body: envelope(null) },
    });
    await expect(api.get('sales')).rejects.toMatchObject({ status: 401 });
    expect(calls.map((call) => call.url)).toEqual(['/api/sales', '/api/auth/refresh', '/api/sales']);
  });

  it('shares one refresh between calls that hit a 401 together', async () => {
    const seen = new Map<string, number>();
    const once = (url: string) => {
      const count = (seen.get(url) ?? 0) + 1;
      seen.set(url, count);
      return count === 1 ? { status: 401, body: failure([]) } : { body: envelope(url) };
    };
    const { calls } = mockApi({
      'GET /api/sales': once,
      'GET /api/payments': once,
      'POST /api/auth/refresh': { body: envelope(null) },
    });
    await expect(Promise.all([api.get('sales'), api.get('payments')])).resolves.toEqual([
      '/api/sales',
      '/api/payments',
    ]);
    expect(calls.filter((call) => call.url === '/api/auth/refresh')).toHaveLength(1);
  });

  it('does not refresh again for a 401 that answers a request sent before the refresh finished', async () => {
    let releasePayments = () => {};
    const paymentsHeld = new Promise<void>((resolve) => {
      releasePayments = resolve;
    });
    let salesAttempts = 0;
    let paymentsAttempts = 0;
    const { calls } = mockApi({
      'GET /api/sales': () => (++salesAttempts === 1 ? unauthorized : { body: envelope('sales') }),
      'GET /api/payments': async () => {
        if (++paymentsAttempts > 1) return { body: envelope('payments') };
        await paymentsHeld;
        return unauthorized;
      },
      'POST /api/auth/refresh': { body: envelope(null) },
    });
    // Both leave with the old session id; the payments 401 comes back only after the refresh.
    const payments = api.get('payments');
    await expect(api.get('sales')).resolves.toBe('sales');
    releasePayments();
    await expect(payments).resolves.toBe('payments');
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/payments',
      'GET /api/sales',
      'POST /api/auth/refresh',
      'GET /api/sales',
      'GET /api/payments',
    ]);
  });

  it('refreshes again for a request sent after the last refresh', async () => {
    let attempts = 0;
    const { calls } = mockApi({
      'GET /api/sales': () => (++attempts % 2 === 1 ? unauthorized : { body: envelope('sales') }),
      'POST /api/auth/refresh': { body: envelope(null) },
    });
    await api.get('sales');
    await api.get('sales');
    expect(calls.filter((call) => call.url === '/api/auth/refresh')).toHaveLength(2);
  });

  it('takes a lock shared by the tabs, and skips its refresh when another tab renewed meanwhile', async () => {
    const lockNames: string[] = [];
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: {
        request: async (name: string, run: () => Promise<unknown>) => {
          lockNames.push(name);
          // While this tab waited for the lock, another one refreshed the shared cookies.
          localStorage.setItem(
            refreshGenerationKey,
            String(Number(localStorage.getItem(refreshGenerationKey)) + 1),
          );
          return run();
        },
      },
    });
    let attempts = 0;
    const { calls } = mockApi({
      'GET /api/sales': () => (++attempts === 1 ? unauthorized : { body: envelope('sales') }),
      'POST /api/auth/refresh': { body: envelope(null) },
    });
    await expect(api.get('sales')).resolves.toBe('sales');
    expect(lockNames).toEqual(['gas.refresh']);
    expect(calls.map((call) => call.url)).toEqual(['/api/sales', '/api/sales']);
  });

  it('tells the app once when the server refuses the refresh (the session is over)', async () => {
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    mockApi({
      'GET /api/sales': unauthorized,
      'GET /api/payments': unauthorized,
      'POST /api/auth/refresh': { status: 401, body: failure([{ htmlId: '', message: 'Session ended' }]) },
    });
    const results = await Promise.allSettled([api.get('sales'), api.get('payments')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(ended).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does not end the session when the refresh gets no answer', async () => {
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    mockApi({
      'GET /api/sales': unauthorized,
      'POST /api/auth/refresh': { status: 503, body: failure([{ htmlId: '', message: 'Unavailable' }]) },
    });
    await expect(api.get('sales')).rejects.toMatchObject({ status: 401 });
    expect(ended).not.toHaveBeenCalled();
    stop();
  });

  it('turns an error envelope into an ApiError carrying the status and field errors', async () => {
    mockApi({
      'POST /api/products': {
        status: 400,
        body: failure([{ htmlId: 'name', message: 'Name is required' }]),
      },
    });
    const error = (await api.post('products', { name: '' }).catch((caught: unknown) => caught)) as ApiError;
    expect(error.status).toBe(400);
    expect(error.errors).toEqual([{ htmlId: 'name', message: 'Name is required' }]);
    expect(error.message).toBe('Name is required');
    expect(error.fieldMessage('name')).toBe('Name is required');
  });

  it('sends JSON bodies for POST, PUT, PATCH and DELETE', async () => {
    const { calls, fetchMock } = mockApi({
      'PATCH /api/stocks': { body: envelope(true) },
      'DELETE /api/Product/7': { body: envelope(true) },
      'PUT /api/profile/contacts/c1': { body: envelope({ id: 'c1' }) },
    });
    await api.patch('stocks', { inventoryId: 'i1', stockId: 's1', approve: 'true' });
    await api.delete('Product/7');
    await api.put('profile/contacts/c1', { mobile: '08031234567' });
    expect(calls[2]).toMatchObject({ method: 'PUT', body: { mobile: '08031234567' } });
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      body: { inventoryId: 'i1', stockId: 's1', approve: 'true' },
    });
    expect(fetchMock.mock.calls[0]![1]?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(calls[1]).toMatchObject({ method: 'DELETE', url: '/api/Product/7' });
  });

  it('posts multipart forms without forcing a content type', async () => {
    const { calls, fetchMock } = mockApi({
      'POST /api/payments': { body: envelope({ reference: 'DEP-1' }) },
    });
    const form = new FormData();
    form.append('amount', '350000');
    form.append('receipt', new Blob(['%PDF'], { type: 'application/pdf' }), 'receipt.pdf');
    await expect(api.upload('payments', form)).resolves.toEqual({ reference: 'DEP-1' });
    expect(calls[0]?.body).toBe(form);
    expect(fetchMock.mock.calls[0]![1]?.headers).not.toHaveProperty('Content-Type');
  });

  it('explains a server that does not answer with an envelope', async () => {
    mockApi({ 'GET /api/markets': { status: 502, body: undefined } });
    await expect(api.get('markets')).rejects.toMatchObject({ status: 502, errors: [] });
  });
});
