import type { SecondFactorDue, SignedInUser } from '@gas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refusal } from '../../../test/responses.ts';
import { envelope, failure, mockApi, renderApp } from '../../../test/utils.tsx';
import { getSession } from '../../lib/session.ts';

// The log-in page's second step (two-factor sign-in, issue 21): the code, a recovery code, the
// errors as the spec styles them, and an operator's enrolment at its first log-in.

const operator: SignedInUser = {
  id: 'u-ops',
  email: 'admin@gas-exchange.ng',
  role: 'admin',
  name: 'admin@gas-exchange.ng',
  status: 'Active',
};
const codeDue: SecondFactorDue = {
  secondFactor: 'code',
  challenge: 'challenge-1',
  expiresUtc: '2026-11-25T10:05:00.000Z',
  enrolment: null,
};
const enrolmentDue: SecondFactorDue = {
  secondFactor: 'enrolment',
  challenge: 'challenge-2',
  expiresUtc: '2026-11-25T10:05:00.000Z',
  enrolment: {
    secret: 'GASEXCHANGEDEMOADMINTOTPSECRETAA',
    otpauthUri:
      'otpauth://totp/Gas%20Exchange:admin%40gas-exchange.ng?issuer=Gas%20Exchange&secret=GASEXCHANGEDEMOADMINTOTPSECRETAA&algorithm=SHA1&digits=6&period=30',
  },
};
const codes = Array.from({ length: 10 }, (_, n) => `abcd${n}-efgh${n}`);

async function enterPassword(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText(/^email address/i), 'admin@gas-exchange.ng');
  await user.type(screen.getByLabelText(/^password/i), 'Demo-Gas-2026!');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('two-factor sign-in at log-in', { timeout: 20_000 }, () => {
  it('asks for the app’s code after the password, sends it with the challenge and opens the home', async () => {
    const { calls } = mockApi({
      'POST /api/auth/login': { body: envelope(codeDue) },
      'POST /api/auth/login/second-factor': { body: envelope(operator) },
      'GET /api/auth/role': { body: envelope({ role: 'admin' }) },
    });
    const { user, router } = renderApp('/login');
    await enterPassword(user);
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    // No session yet: only the challenge.
    expect(getSession()).toBeNull();
    const code = screen.getByLabelText(/^authentication code/i);
    expect(code).toHaveAttribute('id', 'code');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    // The admin area loads on first visit.
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'), { timeout: 8000 });
    expect(getSession()?.role).toBe('admin');
    expect(calls.find((call) => call.url === '/api/auth/login/second-factor')?.body).toEqual({
      challenge: 'challenge-1',
      code: '123456',
    });
  });

  it('checks the code before sending, takes a recovery code instead, and shows a wrong code on the field and in the red alert', async () => {
    const { calls } = mockApi({
      'POST /api/auth/login': { body: envelope(codeDue) },
      'POST /api/auth/login/second-factor': {
        status: 400,
        body: failure([
          { htmlId: 'code', message: 'That code is not right. Check your authenticator app and try again.' },
        ]),
      },
    });
    const { user } = renderApp('/login');
    await enterPassword(user);
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(screen.getByLabelText(/^authentication code/i)).toHaveAccessibleDescription(/Code is required/);
    await user.type(screen.getByLabelText(/^authentication code/i), '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByLabelText(/^authentication code/i)).toHaveAccessibleDescription(
      /Enter the 6-digit code from your authenticator app, or a recovery code/,
    );
    expect(calls.filter((call) => call.url === '/api/auth/login/second-factor')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const recovery = screen.getByLabelText(/^recovery code/i);
    expect(recovery).toHaveAttribute('id', 'code');
    await user.type(recovery, 'abcd0-efgh0');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('That code is not right. Check your authenticator app and try again.');
    expect(screen.getByLabelText(/^recovery code/i)).toHaveAccessibleDescription(
      /That code is not right. Check your authenticator app and try again./,
    );
    expect(calls.find((call) => call.url === '/api/auth/login/second-factor')?.body).toEqual({
      challenge: 'challenge-1',
      code: 'abcd0-efgh0',
    });
    expect(getSession()).toBeNull();
  });

  it('offers to log in again when the challenge has gone, and says when the account is locked', async () => {
    let answer = refusal(401, 'Your sign-in has expired. Please log in again.');
    mockApi({
      'POST /api/auth/login': { body: envelope(codeDue) },
      'POST /api/auth/login/second-factor': () => answer,
    });
    const { user } = renderApp('/login');
    await enterPassword(user);
    await user.type(await screen.findByLabelText(/^authentication code/i), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your sign-in has expired. Please log in again.');
    answer = refusal(429, 'Too many wrong codes for this account. Please try again in 1 minute.');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many wrong codes for this account.');
    answer = refusal(401, 'Your sign-in has expired. Please log in again.');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await user.click(
      await within(await screen.findByRole('alert')).findByRole('button', { name: 'Log in again' }),
    );
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^email address/i)).toHaveValue('admin@gas-exchange.ng');
    expect(screen.getByLabelText(/^password/i)).toHaveValue('');
  });

  it('has an operator without an authenticator set one up: QR code and key, the first code, then the recovery codes once', async () => {
    const { calls } = mockApi({
      'POST /api/auth/login': { body: envelope(enrolmentDue) },
      'POST /api/auth/login/enrolment': { body: envelope({ user: operator, recoveryCodes: codes }) },
      'GET /api/auth/role': { body: envelope({ role: 'admin' }) },
    });
    const { user, router } = renderApp('/login');
    await enterPassword(user);
    expect(await screen.findByRole('heading', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(screen.getByLabelText('Key for your authenticator app')).toHaveTextContent(
      'GASE XCHA NGED EMOA DMIN TOTP SECR ETAA',
    );
    await user.type(screen.getByLabelText(/^authentication code/i), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on and log in' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(screen.getByRole('link', { name: 'Download codes' })).toHaveAttribute(
      'download',
      'gas-exchange-recovery-codes.txt',
    );
    expect(calls.find((call) => call.url === '/api/auth/login/enrolment')?.body).toEqual({
      challenge: 'challenge-2',
      code: '654321',
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // The admin area loads on first visit.
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'), { timeout: 8000 });
  });
});
