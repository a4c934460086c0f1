import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refusal } from '../../../test/responses.ts';
import { envelope, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';

// Settings > Notifications (issue 22, item 9): an operator turns the "awaits you" emails on or off.

describe('operator notification settings', { timeout: 15_000 }, () => {
  it('shows every email on by default and saves what the operator turns off', async () => {
    const { calls } = mockApi({
      'GET /api/notification-settings': { body: envelope({ depositAwaiting: true, signUpAwaiting: true }) },
      'PUT /api/notification-settings': { body: envelope({ depositAwaiting: false, signUpAwaiting: true }) },
    });
    signInAs('admin');
    const { user } = renderApp('/admin/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Email notifications' });
    const deposits = within(form).getByRole('switch', { name: /^A deposit awaits approval/ });
    const signUps = within(form).getByRole('switch', { name: /^A sign-up awaits onboarding/ });
    expect(deposits).toBeChecked();
    expect(signUps).toBeChecked();

    await user.click(deposits);
    expect(deposits).not.toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Your notification choices are saved.');
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/notification-settings');
    expect(put?.body).toEqual({ depositAwaiting: false, signUpAwaiting: true });
    // Reached from the Settings menu.
    expect(screen.getAllByRole('link', { name: 'Notifications' })[0]).toHaveAttribute(
      'href',
      '/admin/notifications',
    );
  });

  it("says when the choices cannot be saved, keeping the operator's changes", async () => {
    mockApi({
      'GET /api/notification-settings': { body: envelope({ depositAwaiting: true, signUpAwaiting: false }) },
      'PUT /api/notification-settings': refusal(503, 'The service is busy. Please try again.'),
    });
    signInAs('admin');
    const { user } = renderApp('/admin/notifications');
    const form = await screen.findByRole('form', { name: 'Email notifications' });
    const signUps = within(form).getByRole('switch', { name: /^A sign-up awaits onboarding/ });
    expect(signUps).not.toBeChecked();
    await user.click(signUps);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The service is busy. Please try again.',
    );
    expect(signUps).toBeChecked();
  });
});
