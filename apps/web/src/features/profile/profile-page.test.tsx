import type { Contact, Profile } from '@gas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inTurn } from '../../../test/responses.ts';
import { envelope, failure, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';

const amina: Contact = {
  id: 'c-amina',
  firstName: 'Amina',
  lastName: 'Bello',
  email: 'amina.bello@kanotextiles.ng',
  email2: null,
  mobile: '08059876543',
  mobile2: null,
  mobile3: null,
  address: 'Sharada Industrial Estate, Kano',
  address2: null,
  isPrimary: true,
};

const profile: Profile = {
  party: {
    id: 'p-amina',
    name: 'Amina Bello',
    status: 'Active',
    createdUtc: '2025-03-20T10:00:00.000Z',
    email: 'amina.bello@kanotextiles.ng',
    company: { name: 'Kano Textiles Ltd' },
    individual: { firstName: 'Amina', lastName: 'Bello' },
  },
  contacts: [amina],
};

describe('profile', () => {
  it('shows the party, its status and contacts with only the fields they have', async () => {
    signInAs('customer');
    mockApi({ 'GET /api/profile': { body: envelope(profile) } });
    renderApp('/offtaker/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    const account = await screen.findByRole('region', { name: 'Account' });
    expect(within(account).getByText('Kano Textiles Ltd')).toBeInTheDocument();
    expect(within(account).getByText('Active')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Amina Bello' });
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['First Name', 'Last Name', 'Email Address', 'Mobile Number', 'Address']);
  });

  it('edits a contact in a dialog: sends every field, shows success, refreshes and closes', {
    timeout: 15_000,
  }, async () => {
    signInAs('client');
    const reads = inTurn(
      { body: envelope({ ...profile, contacts: [amina] }) },
      { body: envelope({ ...profile, contacts: [{ ...amina, mobile2: '08031112222' }] }) },
    );
    const { calls } = mockApi({
      'GET /api/profile': reads.handler,
      'PUT /api/profile/contacts/c-amina': { body: envelope({ ...amina, mobile2: '08031112222' }) },
    });
    const { user } = renderApp('/supplier/profile');
    await user.click(await screen.findByRole('button', { name: 'Edit Amina Bello' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit contact' });
    expect(within(dialog).getByLabelText('First Name')).toHaveValue('Amina');
    expect(within(dialog).getByLabelText('Second Mobile')).toHaveAttribute('id', 'mobile2');

    await user.type(within(dialog).getByLabelText('Second Mobile'), '08031112222');
    await user.click(within(dialog).getByRole('button', { name: 'Save contact' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('The contact was saved');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });

    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      firstName: 'Amina',
      lastName: 'Bello',
      email: 'amina.bello@kanotextiles.ng',
      email2: '',
      mobile: '08059876543',
      mobile2: '08031112222',
      mobile3: '',
      address: 'Sharada Industrial Estate, Kano',
      address2: '',
    });
    const card = screen.getByRole('article', { name: 'Amina Bello' });
    expect(within(card).getByText('08031112222')).toBeInTheDocument();
    expect(reads.count).toBe(2);
  });

  it('checks an email in the contact form and shows a server error on its field', {
    timeout: 15_000,
  }, async () => {
    signInAs('customer');
    mockApi({
      'GET /api/profile': { body: envelope(profile) },
      'POST /api/profile/contacts': {
        status: 400,
        body: failure([{ htmlId: 'email2', message: 'Please enter a valid second email' }]),
      },
    });
    const { user } = renderApp('/offtaker/profile');
    await user.click(await screen.findByRole('button', { name: 'Add contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add contact' });
    await user.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    expect(within(dialog).getByLabelText('First Name')).toHaveAccessibleDescription(
      'Enter at least one detail for this contact',
    );

    await user.type(within(dialog).getByLabelText('Email Address'), 'musa@kano');
    await user.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    expect(within(dialog).getByLabelText('Email Address')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );

    await user.clear(within(dialog).getByLabelText('Email Address'));
    await user.type(within(dialog).getByLabelText('Email Address'), 'musa.ibrahim@kanotextiles.ng');
    await user.type(within(dialog).getByLabelText('Second Email'), 'musa@office.ng');
    await user.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please enter a valid second email');
    expect(within(dialog).getByLabelText('Second Email')).toHaveAccessibleDescription(
      'Please enter a valid second email',
    );
    expect(within(dialog).getByLabelText('Email Address')).toHaveValue('musa.ibrahim@kanotextiles.ng');
  });
});

describe('change password', () => {
  function fields() {
    const form = screen.getByRole('form', { name: 'Change Password' });
    return {
      form,
      current: within(form).getByLabelText(/^current password/i),
      next: within(form).getByLabelText(/^new password/i),
      confirm: within(form).getByLabelText(/^confirm password/i),
      submit: within(form).getByRole('button', { name: 'Change Password' }),
    };
  }

  it('checks the fields before sending', async () => {
    signInAs('customer');
    const { calls } = mockApi({ 'GET /api/profile': { body: envelope(profile) } });
    const { user } = renderApp('/offtaker/profile');
    await screen.findByRole('form', { name: 'Change Password' });
    const { current, next, confirm, submit } = fields();
    expect([current.id, next.id, confirm.id]).toEqual(['currentPassword', 'newPassword', 'confirm']);
    await user.click(submit);
    expect(current).toHaveAccessibleDescription('Current Password is required');
    expect(confirm).toHaveAccessibleDescription('Confirm Password is required');
    await user.type(next, 'Harmattan!2026');
    await user.type(confirm, 'Harmattan!2025');
    await user.click(submit);
    expect(confirm).toHaveAccessibleDescription('Password and Confirm Password do not match');
    expect(calls.filter((call) => call.url === '/api/auth/password')).toHaveLength(0);
  });

  it('puts server errors on the field they name, then confirms a change and clears the fields', {
    timeout: 15_000,
  }, async () => {
    signInAs('customer');
    const { calls } = mockApi({
      'GET /api/profile': { body: envelope(profile) },
      'POST /api/auth/password': inTurn(
        {
          status: 400,
          body: failure([{ htmlId: 'currentPassword', message: 'The current password is not correct' }]),
        },
        {
          status: 400,
          body: failure([
            { htmlId: 'newPassword', message: 'New Password must be at least 8 characters long' },
          ]),
        },
        { body: envelope(null) },
      ).handler,
    });
    const { user } = renderApp('/offtaker/profile');
    await screen.findByRole('form', { name: 'Change Password' });
    let { form, current, next, confirm, submit } = fields();
    await user.type(current, 'wrong-password');
    await user.type(next, 'Harmattan!2026');
    await user.type(confirm, 'Harmattan!2026');
    await user.click(submit);
    expect(await within(form).findByRole('alert')).toHaveTextContent('The current password is not correct');
    expect(current).toHaveAccessibleDescription('The current password is not correct');
    expect(next).toHaveAccessibleDescription(expect.not.stringContaining('not correct'));

    await user.clear(current);
    await user.type(current, 'Demo-Gas-2026!');
    expect(current).not.toHaveAccessibleDescription();
    await user.clear(next);
    await user.type(next, 'short');
    await user.clear(confirm);
    await user.type(confirm, 'short');
    await user.click(submit);
    await waitFor(() =>
      expect(next).toHaveAccessibleDescription(
        expect.stringContaining('New Password must be at least 8 characters long'),
      ),
    );
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'New Password must be at least 8 characters long',
    );

    await user.clear(next);
    await user.type(next, 'Harmattan!2026');
    await user.clear(confirm);
    await user.type(confirm, 'Harmattan!2026');
    await user.click(submit);
    expect(await screen.findByText(/Your password is changed/)).toBeInTheDocument();
    ({ form, current, next, confirm } = fields());
    expect(current).toHaveValue('');
    expect(next).toHaveValue('');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/auth/password').at(-1)?.body).toEqual({
      currentPassword: 'Demo-Gas-2026!',
      newPassword: 'Harmattan!2026',
      confirm: 'Harmattan!2026',
    });
  });
});
