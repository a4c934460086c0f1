import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refusal } from '../../../test/responses.ts';
import { envelope, mockApi, renderApp } from '../../../test/utils.tsx';

describe('forgot password page', () => {
  it('is linked from the log-in page', async () => {
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
  });

  it('validates the address before calling the server', async () => {
    const { calls } = mockApi({});
    const { user } = renderApp('/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Email me a link' }));
    const email = screen.getByLabelText(/^email address/i);
    expect(email).toHaveAttribute('id', 'email');
    expect(email).toHaveAccessibleDescription('Email Address is required');
    await user.type(email, 'not-an-email');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(calls).toHaveLength(0);
  });

  it('asks for a link and says so without claiming the address has an account', async () => {
    const { calls } = mockApi({ 'POST /api/auth/password-reset': { body: envelope(null) } });
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText(/^email address/i), 'halima@kanofoods.ng');
    await user.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If halima@kanofoods.ng has an account with us, a link to reset its password is on its way. It works once, within 30 minutes.',
    );
    expect(calls).toEqual([
      { method: 'POST', url: '/api/auth/password-reset', body: { email: 'halima@kanofoods.ng' } },
    ]);
  });

  it('shows the server refusing (too many requests) and keeps what was typed', async () => {
    mockApi({
      'POST /api/auth/password-reset': refusal(429, 'Too many requests. Please try again in a minute.'),
    });
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText(/^email address/i), 'halima@kanofoods.ng');
    await user.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in a minute.',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^email address/i)).toHaveValue('halima@kanofoods.ng');
  });
});
