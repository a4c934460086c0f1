import type { Profile, TwoFactorStatus } from '@gas/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inTurn } from '../../../test/responses.ts';
import { envelope, failure, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';

// "Two-factor sign-in" on the profile page (issue 21): turn it on with the QR code, the recovery
// codes shown once, new codes with the password, turn it off with the password and a code.

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
  contacts: [],
};
const off: TwoFactorStatus = { enabled: false, required: false, enabledUtc: null, recoveryCodesLeft: 0 };
const on: TwoFactorStatus = {
  enabled: true,
  required: false,
  enabledUtc: '2026-11-25T09:00:00.000Z',
  recoveryCodesLeft: 10,
};
const enrolment = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri:
    'otpauth://totp/Gas%20Exchange:amina?issuer=Gas%20Exchange&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};
const codes = Array.from({ length: 10 }, (_, n) => `k${n}m2p-q${n}r7s`);

function reads(status: ReturnType<typeof inTurn>['handler']) {
  return {
    'GET /api/profile': { body: envelope(profile) },
    'GET /api/auth/email-change': { body: envelope(null) },
    'GET /api/auth/sessions': { body: envelope([]) },
    'GET /api/auth/two-factor': status,
  } as Parameters<typeof mockApi>[0];
}

describe('two-factor sign-in on the profile', { timeout: 30_000 }, () => {
  it('turns it on: password, QR code and key, the first code, then the recovery codes once', async () => {
    signInAs('customer', { email: 'amina.bello@kanotextiles.ng' });
    const status = inTurn({ body: envelope(off) }, { body: envelope(on) });
    const { calls } = mockApi({
      ...reads(status.handler),
      'POST /api/auth/two-factor/setup': { body: envelope(enrolment) },
      'POST /api/auth/two-factor/enable': { body: envelope({ recoveryCodes: codes }) },
    });
    const { user } = renderApp('/offtaker/profile');
    const section = await screen.findByRole('region', { name: 'Two-factor sign-in' });
    expect(await within(section).findByText('Off')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Turn on' }));
    await user.click(within(section).getByRole('button', { name: 'Continue' }));
    expect(within(section).getByLabelText(/^password/i)).toHaveAccessibleDescription('Password is required');
    await user.type(within(section).getByLabelText(/^password/i), 'Kano-Gas-2026!');
    await user.click(within(section).getByRole('button', { name: 'Continue' }));
    expect(
      await within(section).findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
    expect(within(section).getByLabelText('Key for your authenticator app')).toHaveTextContent(
      'JBSW Y3DP EHPK',
    );
    await user.type(within(section).getByLabelText(/^authentication code/i), '246810');
    await user.click(within(section).getByRole('button', { name: 'Turn on' }));
    const list = await within(section).findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(section).getByRole('button', { name: 'Copy codes' })).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/auth/two-factor/setup')?.body).toEqual({
      password: 'Kano-Gas-2026!',
    });
    expect(calls.find((call) => call.url === '/api/auth/two-factor/enable')?.body).toEqual({
      code: '246810',
    });
    await user.click(within(section).getByRole('button', { name: 'I have saved them' }));
    expect(await within(section).findByText('On')).toBeInTheDocument();
    expect(within(section).queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(within(section).getByText(/Recovery codes left/)).toHaveTextContent('Recovery codes left: 10.');
  });

  it('shows a wrong code on its field and in the red alert', async () => {
    signInAs('customer');
    mockApi({
      ...reads(inTurn({ body: envelope(off) }).handler),
      'POST /api/auth/two-factor/setup': { body: envelope(enrolment) },
      'POST /api/auth/two-factor/enable': {
        status: 400,
        body: failure([
          { htmlId: 'code', message: 'That code is not right. Check your authenticator app and try again.' },
        ]),
      },
    });
    const { user } = renderApp('/offtaker/profile');
    const section = await screen.findByRole('region', { name: 'Two-factor sign-in' });
    await user.click(await within(section).findByRole('button', { name: 'Turn on' }));
    await user.type(within(section).getByLabelText(/^password/i), 'Kano-Gas-2026!');
    await user.click(within(section).getByRole('button', { name: 'Continue' }));
    await user.type(await within(section).findByLabelText(/^authentication code/i), '111111');
    await user.click(within(section).getByRole('button', { name: 'Turn on' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('That code is not right.');
    expect(within(section).getByLabelText(/^authentication code/i)).toHaveAccessibleDescription(
      /That code is not right. Check your authenticator app and try again./,
    );
  });

  it('makes new recovery codes and turns it off, each with the password and a code', async () => {
    signInAs('customer');
    const status = inTurn({ body: envelope(on) }, { body: envelope(on) }, { body: envelope(off) });
    const { calls } = mockApi({
      ...reads(status.handler),
      'POST /api/auth/two-factor/recovery-codes': { body: envelope({ recoveryCodes: codes }) },
      'POST /api/auth/two-factor/disable': { body: envelope(null) },
    });
    const { user } = renderApp('/offtaker/profile');
    const section = await screen.findByRole('region', { name: 'Two-factor sign-in' });
    await user.click(await within(section).findByRole('button', { name: 'New recovery codes' }));
    await user.type(within(section).getByLabelText(/^password/i), 'Kano-Gas-2026!');
    // New codes are a way in: the password alone does not make them.
    await user.click(within(section).getByRole('button', { name: 'Make new codes' }));
    expect(await within(section).findByText('Code is required')).toBeInTheDocument();
    await user.type(within(section).getByLabelText(/^authentication code/i), '246801');
    await user.click(within(section).getByRole('button', { name: 'Make new codes' }));
    expect(await within(section).findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'I have saved them' }));

    await user.click(await within(section).findByRole('button', { name: 'Turn off' }));
    await user.type(within(section).getByLabelText(/^password/i), 'Kano-Gas-2026!');
    await user.type(within(section).getByLabelText(/^authentication code/i), '135790');
    await user.click(within(section).getByRole('button', { name: 'Turn off' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Two-factor sign-in is off.');
    expect(await within(section).findByText('Off')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/auth/two-factor/disable')?.body).toEqual({
      password: 'Kano-Gas-2026!',
      code: '135790',
    });
    expect(
      calls.filter((call) => call.url === '/api/auth/two-factor/recovery-codes').map((call) => call.body),
    ).toEqual([{ password: 'Kano-Gas-2026!', code: '246801' }]);
  });
});
