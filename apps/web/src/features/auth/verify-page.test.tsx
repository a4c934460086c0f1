import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refusal } from '../../../test/responses.ts';
import { envelope, failure, mockApi, renderApp } from '../../../test/utils.tsx';

const token = 'tok_3f9a1c';

describe('email verification page', () => {
  it('confirms the address once and offers to log in', async () => {
    const { calls } = mockApi({
      'POST /api/auth/verify': { body: envelope({ email: 'halima@kanofoods.ng' }) },
    });
    renderApp(`/verify?token=${token}`);
    expect(await screen.findByText('Confirming your email address...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Email address confirmed' })).toBeInTheDocument();
    expect(screen.getByText('halima@kanofoods.ng')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(calls).toEqual([{ method: 'POST', url: '/api/auth/verify', body: { token } }]);
  });

  it('explains an expired link and sends a new one to the address typed', async () => {
    const { calls } = mockApi({
      'POST /api/auth/verify': {
        status: 409,
        body: failure([{ htmlId: 'token', message: 'This link has expired. Ask for a new one below' }]),
      },
      'POST /api/auth/verify/resend': { body: envelope(null) },
    });
    const { user } = renderApp(`/verify?token=${token}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired. Ask for a new one below',
    );
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();

    const email = screen.getByLabelText(/^email address/i);
    expect(email).toHaveAttribute('id', 'email');
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(email).toHaveAccessibleDescription('Email Address is required');

    await user.type(email, 'halima@kanofoods.ng');
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If halima@kanofoods.ng has a registration waiting for confirmation, a new link is on its way',
    );
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      url: '/api/auth/verify/resend',
      body: { email: 'halima@kanofoods.ng' },
    });
  });

  it('says when a link is not valid or already used, and offers to log in', async () => {
    mockApi({
      'POST /api/auth/verify': {
        status: 404,
        body: failure([{ htmlId: 'token', message: 'This link is not valid or has already been used' }]),
      },
    });
    renderApp(`/verify?token=${token}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is not valid or has already been used',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
  });

  it('does not call the server for a link without a token', async () => {
    const { calls } = mockApi({});
    renderApp('/verify');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete');
    expect(calls).toHaveLength(0);
  });

  it('offers to try again when the server cannot be reached', async () => {
    let attempts = 0;
    mockApi({
      'POST /api/auth/verify': () =>
        ++attempts === 1
          ? refusal(503, 'The database is not answering')
          : { body: envelope({ email: 'halima@kanofoods.ng' }) },
    });
    const { user } = renderApp(`/verify?token=${token}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is not answering');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Email address confirmed' })).toBeInTheDocument(),
    );
    expect(attempts).toBe(2);
  });
});
