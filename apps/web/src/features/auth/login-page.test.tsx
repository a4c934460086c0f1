import type { SignedInUser } from '@gas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, failure, mockApi, renderApp } from '../../../test/utils.tsx';
import { getSession } from '../../lib/session.ts';

/** What POST auth/login answers for an approved offtaker (contracts/identity.ts, SignedInUser). */
const ibrahim: SignedInUser = {
  id: '5b0f3c2e-8f7a-4d1c-9e2b-6a4d8c1f0e93',
  email: 'ibrahim@arewa-cng.ng',
  role: 'customer',
  name: 'Ibrahim Musa',
  status: 'Active',
};

describe('log in', () => {
  it('has the spec fields, a Log in button and a Sign up link', async () => {
    renderApp('/login');
    expect(await screen.findByLabelText(/^email address/i)).toHaveAttribute('id', 'email');
    expect(screen.getByLabelText(/^password/i)).toHaveAttribute('id', 'password');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/provider');
  });

  it('validates before calling the server', async () => {
    const { calls } = mockApi({});
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText(/^email address/i), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText(/^email address/i)).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(screen.getByLabelText(/^password/i)).toHaveAccessibleDescription('Password is required');
    expect(calls).toHaveLength(0);
  });

  it('logs in, fetches the role and opens that role’s home', async () => {
    const { calls } = mockApi({
      'POST /api/auth/login': { body: envelope(ibrahim) },
      'GET /api/auth/role': { body: envelope({ role: 'customer' }) },
    });
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText(/^email address/i), 'ibrahim@arewa-cng.ng');
    await user.type(screen.getByLabelText(/^password/i), 'Zaria#2025');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/offtaker');
    expect(getSession()?.role).toBe('customer');
    // Then the dashboard loads its own data.
    expect(calls.slice(0, 2).map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/auth/login',
      'GET /api/auth/role',
    ]);
    expect(calls[0]?.body).toEqual({ email: 'ibrahim@arewa-cng.ng', password: 'Zaria#2025' });
  });

  it('shows a wrong password on the field and in the alert', async () => {
    mockApi({
      'POST /api/auth/login': {
        status: 401,
        body: failure([{ htmlId: 'password', message: 'Email address or password is incorrect' }]),
      },
    });
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText(/^email address/i), 'ibrahim@arewa-cng.ng');
    await user.type(screen.getByLabelText(/^password/i), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email address or password is incorrect');
    expect(screen.getByLabelText(/^password/i)).toHaveAccessibleDescription(
      'Email address or password is incorrect',
    );
    expect(getSession()).toBeNull();
  });

  it('logs out again when the role cannot be fetched', async () => {
    const { calls } = mockApi({
      'POST /api/auth/login': { body: envelope(ibrahim) },
      'GET /api/auth/role': { body: envelope({ role: null }) },
      'POST /api/auth/logout': { body: envelope(null) },
    });
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText(/^email address/i), 'ibrahim@arewa-cng.ng');
    await user.type(screen.getByLabelText(/^password/i), 'Zaria#2025');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not confirm your account/i);
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/auth/logout'));
    expect(getSession()).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('explains an unverified address and sends a new link to the address typed', async () => {
    const { calls } = mockApi({
      'POST /api/auth/login': {
        status: 403,
        body: failure([
          {
            htmlId: '',
            message:
              'Your email address is not verified yet. Follow the link we emailed you, or ask for a new one.',
          },
        ]),
      },
      'POST /api/auth/verify/resend': { body: envelope(null) },
    });
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText(/^email address/i), 'halima@kanofoods.ng');
    await user.type(screen.getByLabelText(/^password/i), 'Harmattan!9');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your email address is not verified yet');
    // A state of the account, not a field error: the address typed is right.
    expect(screen.getByLabelText(/^email address/i)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^email address/i)).not.toHaveAccessibleDescription(/not verified/);
    await user.click(within(alert).getByRole('button', { name: 'Send a new link' }));
    expect(await within(alert).findByRole('status')).toHaveTextContent(
      'We sent a new link to halima@kanofoods.ng',
    );
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/auth/login',
      'POST /api/auth/verify/resend',
    ]);
    expect(calls[1]?.body).toEqual({ email: 'halima@kanofoods.ng' });
    expect(router.state.location.pathname).toBe('/login');
    expect(getSession()).toBeNull();
  });

  it('shows why a rejected account cannot log in, without offering a link', async () => {
    mockApi({
      'POST /api/auth/login': {
        status: 403,
        body: failure([
          {
            htmlId: '',
            message: 'Your registration was not approved. Please contact the platform operators.',
          },
        ]),
      },
    });
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText(/^email address/i), 'musa@sahelgas.com');
    await user.type(screen.getByLabelText(/^password/i), 'Harmattan!9');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your registration was not approved');
    expect(screen.queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
  });

  it('stores the user and role from the server and opens the admin home', async () => {
    const user = {
      id: 'u1',
      email: 'admin@gas-exchange.ng',
      role: 'admin',
      name: 'admin@gas-exchange.ng',
      status: 'Active',
    };
    mockApi({
      'POST /api/auth/login': { body: envelope(user) },
      'GET /api/auth/role': { body: envelope({ role: 'admin' }) },
    });
    const view = renderApp('/login');
    await view.user.type(await screen.findByLabelText(/^email address/i), 'admin@gas-exchange.ng');
    await view.user.type(screen.getByLabelText(/^password/i), 'Demo-Gas-2026!');
    await view.user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/admin'));
    expect(getSession()).toEqual({ user, role: 'admin' });
  });
});
