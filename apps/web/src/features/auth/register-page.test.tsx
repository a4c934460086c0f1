import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, failure, mockApi, renderApp } from '../../../test/utils.tsx';

const field = (label: RegExp) => screen.getByLabelText(label);

describe('sign-up', () => {
  it('opens the Supplier tab on /provider and the Offtaker tab on /takers', async () => {
    const { user, router } = renderApp('/provider');
    expect(await screen.findByRole('tab', { name: 'Supplier' })).toHaveAttribute('aria-selected', 'true');
    expect(field(/^company name/i)).toHaveAttribute('id', 'name');
    expect(field(/^mobile number/i)).toHaveAttribute('id', 'mobile');
    expect(field(/^email address/i)).toHaveAttribute('id', 'email');
    expect(field(/^password/i)).toHaveAttribute('id', 'password');
    expect(field(/^confirm password/i)).toHaveAttribute('id', 'confirm');
    expect(screen.queryByLabelText(/^first name/i)).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Offtaker' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Offtaker' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(router.state.location.pathname).toBe('/takers');
    expect(field(/^first name/i)).toHaveAttribute('id', 'firstname');
    expect(field(/^last name/i)).toHaveAttribute('id', 'lastname');
    expect(field(/^company name/i)).toHaveAttribute('id', 'name');
  });

  it('shows "is required" on every blank supplier field', async () => {
    const { user } = renderApp('/provider');
    await user.click(await screen.findByRole('button', { name: 'Create supplier account' }));
    expect(field(/^company name/i)).toHaveAccessibleDescription('Company Name is required');
    expect(field(/^mobile number/i)).toHaveAccessibleDescription('Mobile Number is required');
    expect(field(/^email address/i)).toHaveAccessibleDescription('Email Address is required');
    expect(field(/^password/i)).toHaveAccessibleDescription('Password is required');
    expect(field(/^confirm password/i)).toHaveAccessibleDescription('Confirm Password is required');
    expect(field(/^email address/i)).toHaveAttribute('aria-invalid', 'true');
  });

  it('treats spaces as blank, rejects a bad email and mismatched passwords', async () => {
    const { user } = renderApp('/provider');
    await user.type(await screen.findByLabelText(/^company name/i), '   ');
    await user.type(field(/^email address/i), 'musa@kano');
    await user.type(field(/^password/i), 'Sunrise#2025');
    await user.type(field(/^confirm password/i), 'Sunrise#2024');
    await user.click(screen.getByRole('button', { name: 'Create supplier account' }));
    expect(field(/^company name/i)).toHaveAccessibleDescription('Company Name is required');
    expect(field(/^email address/i)).toHaveAccessibleDescription('Please enter a valid email address');
    expect(field(/^confirm password/i)).toHaveAccessibleDescription(
      'Password and Confirm Password do not match',
    );

    // Fixing a field clears its message as the person types.
    await user.clear(field(/^confirm password/i));
    await user.type(field(/^confirm password/i), 'Sunrise#2025');
    expect(field(/^confirm password/i)).not.toHaveAccessibleDescription();
  });

  it('checks the offtaker fields, with the company name optional', async () => {
    const { user } = renderApp('/takers');
    await user.click(await screen.findByRole('button', { name: 'Create offtaker account' }));
    expect(field(/^first name/i)).toHaveAccessibleDescription('First Name is required');
    expect(field(/^last name/i)).toHaveAccessibleDescription('Last Name is required');
    expect(field(/^company name/i)).not.toHaveAttribute('aria-invalid');
    expect(field(/^mobile number/i)).toHaveAccessibleDescription('Mobile Number is required');
    expect(field(/^email address/i)).toHaveAccessibleDescription('Email Address is required');
  });

  it('registers a supplier and asks them to validate their email', async () => {
    const { calls } = mockApi({ 'POST /api/home/register/client': { body: envelope(null) } });
    const { user } = renderApp('/provider');
    await user.type(await screen.findByLabelText(/^company name/i), '  Sahel Gas Ltd ');
    await user.type(field(/^mobile number/i), '08031234567');
    await user.type(field(/^email address/i), 'sales@sahelgas.ng');
    await user.type(field(/^password/i), 'Sunrise#2025');
    await user.type(field(/^confirm password/i), 'Sunrise#2025');
    await user.click(screen.getByRole('button', { name: 'Create supplier account' }));

    expect(await screen.findByRole('heading', { name: 'Registration complete' })).toBeInTheDocument();
    expect(screen.getByText(/follow the link in it to validate your email address/i)).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      name: 'Sahel Gas Ltd',
      mobile: '08031234567',
      email: 'sales@sahelgas.ng',
      password: 'Sunrise#2025',
      confirm: 'Sunrise#2025',
    });
  });

  it('puts server errors on the field they name and the first in a red alert', async () => {
    mockApi({
      'POST /api/home/register/customer': {
        status: 400,
        body: failure([
          { htmlId: 'email', message: 'This email address is already registered' },
          { htmlId: 'mobile', message: 'This mobile number is already registered' },
        ]),
      },
    });
    const { user } = renderApp('/takers');
    await user.type(await screen.findByLabelText(/^first name/i), 'Halima');
    await user.type(field(/^last name/i), 'Bello');
    await user.type(field(/^mobile number/i), '08051112222');
    await user.type(field(/^email address/i), 'halima@kanofoods.ng');
    await user.type(field(/^password/i), 'Harmattan!9');
    await user.type(field(/^confirm password/i), 'Harmattan!9');
    await user.click(screen.getByRole('button', { name: 'Create offtaker account' }));

    await waitFor(() =>
      expect(field(/^email address/i)).toHaveAccessibleDescription(
        'This email address is already registered',
      ),
    );
    expect(field(/^mobile number/i)).toHaveAccessibleDescription('This mobile number is already registered');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This email address is already registered');
    expect(within(alert).queryByText(/mobile number/)).not.toBeInTheDocument();
    // What was typed is kept.
    expect(field(/^first name/i)).toHaveValue('Halima');
  });
});
