import type { Profile, SessionSummary, SignedInUser } from '@gas/shared';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';
import { i18n } from '../../i18n/index.ts';

// The profile page in Hausa: the account, the password, the email address, the sessions and
// two-factor sign-in.

/** The offtaker area's first (cold) import can pass 3 s on a busy machine. */
const areaLoad = { timeout: 10_000 };

const profile: Profile = {
  party: {
    id: 'p-amina',
    name: 'Amina Bello',
    status: 'Pending',
    createdUtc: '2025-03-20T10:00:00.000Z',
    email: 'amina.bello@kanotextiles.ng',
    company: { name: 'Kano Textiles Ltd' },
    individual: { firstName: 'Amina', lastName: 'Bello' },
  },
  contacts: [],
};

const me: SignedInUser = {
  id: 'u-amina',
  email: 'amina.bello@kanotextiles.ng',
  role: 'customer',
  name: 'Amina Bello',
  status: 'Pending',
};

const laptop: SessionSummary = {
  id: 's-laptop',
  device: 'Chrome 131 on Windows 10',
  ipAddress: null,
  signedInUtc: '2026-11-24T08:00:00.000Z',
  lastUsedUtc: '2026-11-25T09:30:00.000Z',
  isCurrent: true,
};

describe('profile in Hausa', () => {
  it('shows every section of the profile in Hausa', { timeout: 30_000 }, async () => {
    signInAs('customer');
    mockApi({
      'GET /api/profile': { body: envelope(profile) },
      'GET /api/auth/me': { body: envelope(me) },
      'GET /api/auth/email-change': { body: envelope(null) },
      'GET /api/auth/sessions': { body: envelope([laptop]) },
      'GET /api/auth/two-factor': {
        body: envelope({ enabled: false, enabledUtc: null, recoveryCodesLeft: 0, required: false }),
      },
    });
    await act(() => i18n.changeLanguage('ha'));
    renderApp('/offtaker/profile');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bayanan martaba' }, areaLoad),
    ).toBeInTheDocument();
    expect(await screen.findByText('Ana jiran amincewa')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ƙara mai tuntuɓa' })).toBeInTheDocument();

    const password = screen.getByRole('form', { name: 'Canza Kalmar Sirri' });
    expect(within(password).getByLabelText(/^kalmar sirri ta yanzu/i)).toBeInTheDocument();
    expect(within(password).getByLabelText(/^sabuwar kalmar sirri/i)).toBeInTheDocument();

    const email = screen.getByRole('region', { name: 'Adireshin imel' });
    expect(await within(email).findByText(/Kana shiga da/)).toHaveTextContent(
      'Kana shiga da amina.bello@kanotextiles.ng.',
    );

    const sessions = screen.getByRole('region', { name: 'Zamanka' });
    const table = await within(sessions).findByRole('table', { name: 'Zamanka' });
    expect(within(table).getByText('Wannan zaman')).toBeInTheDocument();
    expect(within(table).getByText('Ba a sani ba')).toBeInTheDocument();

    const twoFactor = screen.getByRole('region', { name: 'Shiga mai matakai biyu' });
    expect(await within(twoFactor).findByText('A kashe')).toBeInTheDocument();
    expect(within(twoFactor).getByRole('button', { name: 'Kunna' })).toBeInTheDocument();
  });
});
