import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sahel } from '../../test/fixtures/parties.ts';
import { aminaProfile, aminaUser } from '../../test/fixtures/profile.ts';
import { envelope, failure, mockApi, renderApp, signInAs } from '../../test/utils.tsx';
import { queryClient } from './query-client.ts';
import { getSession, inactivityTimeoutMs, resolveRedirect, storageKeys } from './session.ts';

describe('route guard', () => {
  it('sends a visitor without a role from an area to /', async () => {
    const { router } = renderApp('/admin/products');
    expect(
      await screen.findByRole('heading', { level: 1, name: /natural gas, traded in the open/i }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a supplier who opens /admin to /supplier', async () => {
    signInAs('client');
    const { router } = renderApp('/admin');
    expect(await screen.findByText('Supplier')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/supplier');
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('sends an offtaker who opens a supplier page to /offtaker, and an admin to /admin', async () => {
    signInAs('customer');
    const first = renderApp('/supplier/inventories');
    await screen.findByText('Offtaker');
    expect(first.router.state.location.pathname).toBe('/offtaker');
    first.unmount();

    signInAs('admin');
    const second = renderApp('/offtaker/deposits');
    await screen.findByText('Admin');
    expect(second.router.state.location.pathname).toBe('/admin');
  });

  it('lets each role into its own pages', async () => {
    signInAs('admin');
    mockApi({
      'GET /api/clients/42': { body: envelope({ ...sahel, id: '42' }) },
      'GET /api/contacts/client/42': { body: envelope([]) },
    });
    const { router } = renderApp('/admin/onboardings/s/42');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sahel Energy Resources' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/onboardings/s/42');
  });

  it('keeps public pages for signed-in people, except the root', async () => {
    signInAs('client');
    mockApi({ 'GET /api/markets': { body: envelope([]) } });
    const { router } = renderApp('/markets');
    expect(await screen.findByRole('heading', { level: 1, name: 'Market Data' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/markets');
    expect(screen.getAllByRole('link', { name: 'Dashboard' })[0]).toHaveAttribute('href', '/supplier');
    expect(screen.getAllByRole('button', { name: 'Logout' })[0]).toBeInTheDocument();
  });

  it('decides redirects as the spec says', () => {
    const client = { user: {}, role: 'client' as const };
    expect(resolveRedirect('admin', '/admin', null)).toBe('/');
    expect(resolveRedirect('admin', '/admin', client)).toBe('/supplier');
    expect(resolveRedirect('client', '/supplier', client)).toBeNull();
    expect(resolveRedirect('public', '/', client)).toBe('/supplier');
    expect(resolveRedirect('public', '/terms', client)).toBeNull();
    expect(resolveRedirect('public', '/', null)).toBeNull();
  });

  it('shows a friendly page for unknown addresses', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'We could not find that page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });
});

describe('session', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('treats a session past its inactivity expiry as logged out', async () => {
    signInAs('admin');
    localStorage.setItem(storageKeys.expiry, String(Date.now() - 1));
    expect(getSession()).toBeNull();
    const { router } = renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: /natural gas/i });
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(storageKeys.role)).toBeNull();
  });

  it('logs out after 15 idle minutes and returns to /', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockApi({ 'POST /api/auth/logout': { body: envelope(null) } });
    signInAs('customer');
    const { router } = renderApp('/offtaker/deposits');
    await screen.findByRole('heading', { name: 'Deposits' });

    await act(async () => {
      await vi.advanceTimersByTimeAsync(inactivityTimeoutMs - 10_000);
    });
    expect(getSession()?.role).toBe('customer');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000);
    });
    expect(await screen.findByRole('heading', { level: 1, name: /natural gas/i })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(getSession()).toBeNull();
    expect(calls.map((call) => call.url)).toContain('/api/auth/logout');
  });

  it('renews the expiry when the person is active', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAs('client');
    const { user } = renderApp('/supplier');
    await screen.findByRole('heading', { name: 'Dashboard' });

    await act(async () => {
      await vi.advanceTimersByTimeAsync(inactivityTimeoutMs - 60_000);
    });
    await user.click(screen.getByRole('heading', { name: 'Dashboard' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(120_000);
    });
    expect(getSession()?.role).toBe('client');
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('logs out from the area navbar: calls the server, clears storage, returns to /', async () => {
    const { calls } = mockApi({ 'POST /api/auth/logout': { body: envelope(null) } });
    signInAs('admin');
    // The report page reads figures; the only call that changes anything is the logout.
    const { user, router } = renderApp('/admin/reports/sales');
    expect(await screen.findByRole('heading', { name: 'Sales report' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { level: 1, name: /natural gas/i })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(getSession()).toBeNull();
    expect(calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.url}`)).toEqual(
      ['POST /api/auth/logout'],
    );
  });

  it('shows the next person who signs in on this device nothing the previous one read', async () => {
    const musaProfile = {
      ...aminaProfile,
      party: {
        ...aminaProfile.party,
        id: 'p-musa',
        name: 'Musa Garba',
        company: { name: 'Zaria Mills Ltd' },
      },
    };
    let profileOnServer = aminaProfile;
    mockApi({
      'GET /api/profile': () => ({ body: envelope(profileOnServer) }),
      'POST /api/auth/logout': { body: envelope(null) },
      'POST /api/auth/login': { body: envelope({ ...aminaUser, email: 'musa@zariamills.ng' }) },
      'GET /api/auth/role': { body: envelope({ role: 'customer' }) },
    });
    signInAs('customer', aminaUser);
    const { user, router } = renderApp('/offtaker/profile');
    expect(await screen.findByText('Kano Textiles Ltd')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: /natural gas/i })).toBeInTheDocument();

    profileOnServer = musaProfile;
    await act(() => router.navigate('/login'));
    await user.type(await screen.findByLabelText(/^email address/i), 'musa@zariamills.ng');
    await user.type(screen.getByLabelText(/^password/i), 'Zaria#2025');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await act(() => router.navigate('/offtaker/profile'));
    const account = await screen.findByRole('region', { name: 'Account' });
    // The first thing shown is Musa's own company, never Amina's from before.
    expect(account).not.toHaveTextContent('Kano Textiles Ltd');
    expect(await screen.findByText('Zaria Mills Ltd')).toBeInTheDocument();
  });

  it('forgets what this tab read when another tab signs someone else in or out', () => {
    queryClient.setQueryData(['profile'], { name: 'Amina Bello' });
    window.dispatchEvent(new StorageEvent('storage', { key: 'gas.theme', oldValue: 'a', newValue: 'b' }));
    expect(queryClient.getQueryData(['profile'])).toEqual({ name: 'Amina Bello' });
    window.dispatchEvent(
      new StorageEvent('storage', { key: storageKeys.user, oldValue: '{"id":"a"}', newValue: '{"id":"b"}' }),
    );
    expect(queryClient.getQueryData(['profile'])).toBeUndefined();
    // Another tab cleared its storage altogether (key null, no values).
    queryClient.setQueryData(['profile'], { name: 'Amina Bello' });
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(queryClient.getQueryData(['profile'])).toBeUndefined();
  });

  it('takes the page away as soon as Logout is pressed, so it asks nothing more as the session ends', async () => {
    let endSession = () => {};
    const { calls } = mockApi({
      'POST /api/auth/logout': () =>
        new Promise((resolve) => {
          endSession = () => resolve({ body: envelope(null) });
        }),
    });
    signInAs('admin');
    renderApp('/admin/reports/sales');
    expect(await screen.findByRole('heading', { name: 'Sales report' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    // The server has not answered yet: the page has gone already, the frame says it is leaving.
    expect(screen.queryByRole('heading', { name: 'Sales report' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logging out...' })).toBeInTheDocument();
    const loggedOutAt = calls.length;
    await act(async () => endSession());
    expect(await screen.findByRole('heading', { level: 1, name: /natural gas/i })).toBeInTheDocument();
    const after = calls.slice(loggedOutAt).map((call) => call.url);
    expect(after.filter((url) => !url.startsWith('/api/markets') && !url.startsWith('/api/rates'))).toEqual(
      [],
    );
  });

  it('drops the session and opens the log-in page when the server has ended it', async () => {
    const { calls } = mockApi({
      'GET /api/profile': {
        status: 401,
        body: failure([{ htmlId: '', message: 'Please log in to continue' }]),
      },
      'POST /api/auth/refresh': {
        status: 401,
        body: failure([{ htmlId: '', message: 'Your session has ended. Please log in again' }]),
      },
    });
    signInAs('customer');
    const { router } = renderApp('/offtaker/profile');
    expect(await screen.findByText('Your session has ended. Please log in again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(getSession()).toBeNull();
    expect(calls.filter((call) => call.url === '/api/auth/refresh')).toHaveLength(1);
  });
});
