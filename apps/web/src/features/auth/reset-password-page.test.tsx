import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heldAnswer, refusal } from '../../../test/responses.ts';
import { envelope, failure, mockApi, renderApp } from '../../../test/utils.tsx';

const token = 'tok_7c2e9b';
const newPassword = 'Abuja-Reset-2027!';

async function fillIn(
  user: ReturnType<typeof renderApp>['user'],
  password = newPassword,
  confirm = password,
) {
  await user.type(await screen.findByLabelText(/^password/i), password);
  await user.type(screen.getByLabelText(/^confirm password/i), confirm);
  await user.click(screen.getByRole('button', { name: 'Set the new password' }));
}

describe('password reset page', () => {
  it('sets the new password with the link’s token and offers to log in', async () => {
    const { calls } = mockApi({
      'POST /api/auth/password-reset/complete': { body: envelope({ email: 'halima@kanofoods.ng' }) },
    });
    const { user } = renderApp(`/reset-password?token=${token}`);
    await fillIn(user);
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(screen.getByText('halima@kanofoods.ng')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/auth/password-reset/complete',
        body: { token, password: newPassword, confirm: newPassword },
      },
    ]);
  });

  it('shows that it is working while the server answers', async () => {
    const held = heldAnswer();
    mockApi({ 'POST /api/auth/password-reset/complete': held.handler });
    const { user } = renderApp(`/reset-password?token=${token}`);
    await fillIn(user);
    expect(screen.getByRole('button', { name: 'Set the new password' })).toHaveAttribute(
      'data-loading',
      'true',
    );
    held.respond({ body: envelope({ email: 'halima@kanofoods.ng' }) });
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
  });

  it('checks the two passwords before calling the server', async () => {
    const { calls } = mockApi({});
    const { user } = renderApp(`/reset-password?token=${token}`);
    await user.click(await screen.findByRole('button', { name: 'Set the new password' }));
    expect(screen.getByLabelText(/^password/i)).toHaveAccessibleDescription('Password is required');
    await fillIn(user, newPassword, 'Something-Else-1');
    expect(screen.getByLabelText(/^confirm password/i)).toHaveAccessibleDescription(
      'Password and Confirm Password do not match',
    );
    expect(calls).toHaveLength(0);
  });

  it('puts the server’s password rule on the field and keeps the form', async () => {
    mockApi({
      'POST /api/auth/password-reset/complete': {
        status: 400,
        body: failure([
          { htmlId: 'password', message: 'This password is too common. Please choose another one' },
        ]),
      },
    });
    const { user } = renderApp(`/reset-password?token=${token}`);
    await fillIn(user, 'password123');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByLabelText(/^password/i)).toHaveAccessibleDescription(
      'This password is too common. Please choose another one',
    );
  });

  it('explains a used or expired link and offers a new one', async () => {
    mockApi({
      'POST /api/auth/password-reset/complete': {
        status: 409,
        body: failure([{ htmlId: 'token', message: 'This link has expired. Ask for a new one' }]),
      },
    });
    const { user } = renderApp(`/reset-password?token=${token}`);
    await fillIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired. Ask for a new one');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByRole('button', { name: 'Set the new password' })).not.toBeInTheDocument();
  });

  it('does not offer the form for a link without a token', async () => {
    const { calls } = mockApi({});
    renderApp('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete');
    expect(screen.queryByLabelText(/^password/i)).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('keeps the form when the server cannot be reached', async () => {
    mockApi({ 'POST /api/auth/password-reset/complete': refusal(503, 'The database is not answering') });
    const { user } = renderApp(`/reset-password?token=${token}`);
    await fillIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is not answering');
    expect(screen.getByRole('button', { name: 'Set the new password' })).toBeInTheDocument();
  });
});
