import type { PendingEmailChange, SessionSummary } from '@gas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aminaProfile, aminaUser, laptopSession } from '../../../test/fixtures/profile.ts';
import { heldAnswer, inTurn, refusal } from '../../../test/responses.ts';
import { envelope, failure, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';

// "Your sessions" and "Email address" on the profile page, and the page both email-change links
// open (issue 21, account protections).

const profile = aminaProfile;
const me = aminaUser;
const laptop = laptopSession;
const phone: SessionSummary = {
  id: 's-phone',
  device: 'Safari 17 on iOS 17.4 (phone)',
  ipAddress: '198.51.100.20',
  signedInUtc: '2026-11-20T18:00:00.000Z',
  lastUsedUtc: '2026-11-21T07:15:00.000Z',
  isCurrent: false,
};
const tablet: SessionSummary = { ...phone, id: 's-tablet', device: 'Chrome 130 on Android 14 (tablet)' };

/** The profile page's reads, with the given sessions and open change. */
function profileReads(sessions: unknown, change: PendingEmailChange = null) {
  return {
    'GET /api/profile': { body: envelope(profile) },
    'GET /api/auth/me': { body: envelope(me) },
    'GET /api/auth/email-change': { body: envelope(change) },
    'GET /api/auth/sessions': typeof sessions === 'function' ? sessions : { body: envelope(sessions) },
  } as Parameters<typeof mockApi>[0];
}

describe('your sessions', { timeout: 20_000 }, () => {
  it('lists each session with device, address, sign-in and last use; this one is marked, not signed out', async () => {
    signInAs('customer');
    mockApi(profileReads([laptop, phone]));
    renderApp('/offtaker/profile');
    const section = await screen.findByRole('region', { name: 'Your sessions' });
    const table = await within(section).findByRole('table', { name: 'Your sessions' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Device', 'Address', 'Signed in', 'Last used', 'Action']);
    expect(within(rows[1]!).getByText('Chrome 131 on Windows 10')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('This session')).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[2]!).getByText('198.51.100.20')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Nov 21, 7:15 AM')).toBeInTheDocument();
    expect(
      within(rows[2]!).getByRole('button', { name: /^Sign out Safari 17 on iOS 17.4 \(phone\)/ }),
    ).toBeVisible();
  });

  it('signs one session out, says so and reads the list again', async () => {
    signInAs('customer');
    const lists = inTurn({ body: envelope([laptop, phone]) }, { body: envelope([laptop]) });
    const { calls } = mockApi({
      ...profileReads(lists.handler),
      'DELETE /api/auth/sessions/s-phone': { body: envelope(null) },
    });
    const { user } = renderApp('/offtaker/profile');
    const section = await screen.findByRole('region', { name: 'Your sessions' });
    await user.click(await within(section).findByRole('button', { name: /^Sign out Safari/ }));
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Safari 17 on iOS 17.4 (phone) is signed out.',
    );
    await waitFor(() => expect(within(section).queryByText('198.51.100.20')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/auth/sessions/s-phone',
    ]);
    // Nothing else to sign out: the button for the others goes.
    expect(
      within(section).queryByRole('button', { name: 'Sign out everywhere else' }),
    ).not.toBeInTheDocument();
  });

  it('shows the wait only on the session being signed out', async () => {
    signInAs('customer');
    const revoke = heldAnswer();
    mockApi({
      ...profileReads([laptop, phone, tablet]),
      'DELETE /api/auth/sessions/s-phone': revoke.handler,
    });
    const { user } = renderApp('/offtaker/profile');
    const section = await screen.findByRole('region', { name: 'Your sessions' });
    const phoneButton = await within(section).findByRole('button', { name: /^Sign out Safari/ });
    const tabletButton = within(section).getByRole('button', { name: /^Sign out Chrome 130/ });
    await user.click(phoneButton);
    await waitFor(() => expect(phoneButton).toHaveAttribute('data-loading'));
    expect(tabletButton).not.toHaveAttribute('data-loading');
    revoke.respond({ body: envelope(null) });
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Safari 17 on iOS 17.4 (phone) is signed out.',
    );
  });

  it('keeps "Sign out everywhere else" waiting while one session is being signed out', async () => {
    signInAs('customer');
    const revoke = heldAnswer();
    mockApi({
      ...profileReads([laptop, phone, tablet]),
      'DELETE /api/auth/sessions/s-phone': revoke.handler,
    });
    const { user } = renderApp('/offtaker/profile');
    const section = await screen.findByRole('region', { name: 'Your sessions' });
    const phoneButton = await within(section).findByRole('button', { name: /^Sign out Safari/ });
    const others = within(section).getByRole('button', { name: 'Sign out everywhere else' });
    await user.click(phoneButton);
    await waitFor(() => expect(phoneButton).toHaveAttribute('data-loading'));
    expect(others).toBeDisabled();
    expect(within(section).getByRole('button', { name: /^Sign out Chrome 130/ })).toBeDisabled();
    revoke.respond({ body: envelope(null) });
    await within(section).findByRole('status');
    await waitFor(() => expect(others).toBeEnabled());
  });

  it('keeps each session’s "Sign out" waiting while everywhere else is being signed out', async () => {
    signInAs('customer');
    const revokeOthers = heldAnswer();
    const { calls } = mockApi({
      ...profileReads([laptop, phone, tablet]),
      'POST /api/auth/sessions/revoke-others': revokeOthers.handler,
    });
    const { user } = renderApp('/offtaker/profile');
    const section = await screen.findByRole('region', { name: 'Your sessions' });
    const others = await within(section).findByRole('button', { name: 'Sign out everywhere else' });
    const phoneButton = within(section).getByRole('button', { name: /^Sign out Safari/ });
    await user.click(others);
    await waitFor(() => expect(others).toHaveAttribute('data-loading'));
    expect(phoneButton).toBeDisabled();
    expect(phoneButton).not.toHaveAttribute('data-loading');
    expect(within(section).getByRole('button', { name: /^Sign out Chrome 130/ })).toBeDisabled();
    await user.click(phoneButton);
    revokeOthers.respond({ body: envelope({ revoked: 2 }) });
    expect(await within(section).findByRole('status')).toHaveTextContent('2 other sessions are signed out.');
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
  });

  it('signs out everywhere else in one go', async () => {
    signInAs('client');
    const lists = inTurn({ body: envelope([laptop, phone, tablet]) }, { body: envelope([laptop]) });
    const { calls } = mockApi({
      ...profileReads(lists.handler),
      'POST /api/auth/sessions/revoke-others': { body: envelope({ revoked: 2 }) },
    });
    const { user } = renderApp('/supplier/profile');
    const section = await screen.findByRole('region', { name: 'Your sessions' });
    await user.click(await within(section).findByRole('button', { name: 'Sign out everywhere else' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('2 other sessions are signed out.');
    await waitFor(() => expect(within(section).getAllByRole('row')).toHaveLength(2));
    expect(
      calls.some((call) => call.method === 'POST' && call.url === '/api/auth/sessions/revoke-others'),
    ).toBe(true);
  });

  it('shows a card per session on a 390 px phone, with no table', async () => {
    window.innerWidth = 390;
    signInAs('customer');
    mockApi(profileReads([laptop, phone]));
    renderApp('/offtaker/profile');
    const section = await screen.findByRole('region', { name: 'Your sessions' });
    const list = await within(section).findByRole('list', { name: 'Your sessions' });
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Chrome 131 on Windows 10',
      'Safari 17 on iOS 17.4 (phone)',
    ]);
    expect(within(cards[1]!).getByText('Address: 198.51.100.20')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Last used: Nov 21, 7:15 AM')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('button', { name: /^Sign out/ })).toBeInTheDocument();
    expect(within(cards[0]!).getByText('This session')).toBeInTheDocument();
  });
});

describe('email address', { timeout: 20_000 }, () => {
  const pending: PendingEmailChange = {
    newEmail: 'amina@bello-family.ng',
    expiresUtc: '2026-11-26T09:00:00.000Z',
    confirmedByOld: false,
    confirmedByNew: true,
  };

  it('checks the form, puts a wrong password on its field, then asks and shows the open change', async () => {
    signInAs('customer');
    const changes = inTurn(
      { body: envelope(null) },
      { body: envelope({ ...pending, confirmedByNew: false }) },
    );
    const asks = inTurn(
      {
        status: 400,
        body: failure([{ htmlId: 'currentPassword', message: 'The current password is not correct' }]),
      },
      { body: envelope({ ...pending, confirmedByNew: false }) },
    );
    const { calls } = mockApi({
      ...profileReads([laptop], null),
      'GET /api/auth/email-change': changes.handler,
      'POST /api/auth/email-change': asks.handler,
    });
    const { user } = renderApp('/offtaker/profile');
    const section = await screen.findByRole('region', { name: 'Email address' });
    expect(await within(section).findByText('amina.bello@kanotextiles.ng')).toBeInTheDocument();
    const form = within(section).getByRole('form', { name: 'Change email address' });
    await user.type(within(form).getByLabelText(/New Email Address/), 'not-an-address');
    await user.click(within(form).getByRole('button', { name: 'Change email address' }));
    expect(within(form).getByText('Please enter a valid new email address')).toBeInTheDocument();
    expect(within(form).getByText('Current Password is required')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(within(form).getByLabelText(/New Email Address/));
    await user.type(within(form).getByLabelText(/New Email Address/), 'amina@bello-family.ng');
    await user.type(within(form).getByLabelText(/Current Password/), 'Wrong-Password-1');
    await user.click(within(form).getByRole('button', { name: 'Change email address' }));
    // In the form's alert and on the field itself.
    expect(await within(form).findAllByText('The current password is not correct')).toHaveLength(2);

    await user.clear(within(form).getByLabelText(/Current Password/));
    await user.type(within(form).getByLabelText(/Current Password/), 'Kano-Gas-2026!');
    await user.click(within(form).getByRole('button', { name: 'Change email address' }));
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'We sent a link to amina@bello-family.ng and one to your current address',
    );
    expect(await within(section).findByText('Changing to amina@bello-family.ng')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      newEmail: 'amina@bello-family.ng',
      currentPassword: 'Kano-Gas-2026!',
    });
  });

  it('shows who has confirmed an open change, and cancels it', async () => {
    signInAs('customer');
    const changes = inTurn({ body: envelope(pending) }, { body: envelope(null) });
    const { calls } = mockApi({
      ...profileReads([laptop]),
      'GET /api/auth/email-change': changes.handler,
      'DELETE /api/auth/email-change': { body: envelope(null) },
    });
    const { user } = renderApp('/offtaker/profile');
    const section = await screen.findByRole('region', { name: 'Email address' });
    expect(await within(section).findByText('Current address: not confirmed yet')).toBeInTheDocument();
    expect(within(section).getByText('New address: confirmed')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Cancel the change' }));
    await waitFor(() => expect(within(section).queryByText(/Changing to/)).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/auth/email-change')).toBe(
      true,
    );
  });

  it('says why an open change could not be cancelled', async () => {
    signInAs('customer');
    mockApi({
      ...profileReads([laptop], pending),
      'DELETE /api/auth/email-change': refusal(409, 'The change was already confirmed by both addresses'),
    });
    const { user } = renderApp('/offtaker/profile');
    const section = await screen.findByRole('region', { name: 'Email address' });
    await user.click(await within(section).findByRole('button', { name: 'Cancel the change' }));
    expect(
      await within(section).findByRole('alert', { name: 'We could not complete this' }),
    ).toHaveTextContent('The change was already confirmed by both addresses');
    expect(within(section).getByText('Changing to amina@bello-family.ng')).toBeInTheDocument();
  });
});

describe('the email-change link page', { timeout: 20_000 }, () => {
  it('confirms with the link: the other address still has to confirm', async () => {
    const { calls } = mockApi({
      'POST /api/auth/email-change/confirm': {
        body: envelope({ outcome: 'waiting', newEmail: 'amina@bello-family.ng' }),
      },
    });
    const { user } = renderApp('/email-change?token=abc123');
    await user.click(await screen.findByRole('button', { name: 'Confirm the change' }));
    expect(await screen.findByRole('heading', { name: 'Address confirmed' })).toBeInTheDocument();
    expect(screen.getByText(/happens once the other address confirms/)).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ token: 'abc123' });
  });

  it('says the address changed once both confirmed, and offers the log-in', async () => {
    mockApi({
      'POST /api/auth/email-change/confirm': {
        body: envelope({ outcome: 'changed', newEmail: 'amina@bello-family.ng' }),
      },
    });
    const { user } = renderApp('/email-change?token=abc123');
    await user.click(await screen.findByRole('button', { name: 'Confirm the change' }));
    expect(await screen.findByRole('heading', { name: 'Email address changed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('cancels with either link', async () => {
    const { calls } = mockApi({
      'POST /api/auth/email-change/cancel': {
        body: envelope({ outcome: 'cancelled', newEmail: 'amina@bello-family.ng' }),
      },
    });
    const { user } = renderApp('/email-change?token=abc123');
    await user.click(await screen.findByRole('button', { name: 'Cancel the change' }));
    expect(await screen.findByRole('heading', { name: 'Change cancelled' })).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/email-change/cancel']);
  });

  it('says why a used link did not work', async () => {
    mockApi({
      'POST /api/auth/email-change/confirm': {
        status: 404,
        body: failure([{ htmlId: 'token', message: 'This link is not valid or has already been used' }]),
      },
    });
    const { user } = renderApp('/email-change?token=used');
    await user.click(await screen.findByRole('button', { name: 'Confirm the change' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is not valid or has already been used',
    );
  });
});

describe("an operator's account page", { timeout: 20_000 }, () => {
  it('gives operators, who have no profile, their password, email address, sessions and two-factor sign-in', async () => {
    signInAs('admin');
    mockApi({
      'GET /api/auth/me': { body: envelope({ ...me, role: 'admin', email: 'ops@gas-exchange.ng' }) },
      'GET /api/auth/email-change': { body: envelope(null) },
      'GET /api/auth/sessions': { body: envelope([laptop, phone]) },
      'GET /api/auth/two-factor': {
        body: envelope({
          enabled: true,
          required: true,
          enabledUtc: '2026-11-20T08:00:00.000Z',
          recoveryCodesLeft: 9,
        }),
      },
    });
    renderApp('/admin/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Change Password' })).toBeInTheDocument();
    const email = screen.getByRole('region', { name: 'Email address' });
    expect(await within(email).findByText('ops@gas-exchange.ng')).toBeInTheDocument();
    const sessions = screen.getByRole('region', { name: 'Your sessions' });
    expect(await within(sessions).findByText('Safari 17 on iOS 17.4 (phone)')).toBeInTheDocument();
    expect(await screen.findByText('Operators must keep two-factor sign-in on.')).toBeInTheDocument();
  });
});
