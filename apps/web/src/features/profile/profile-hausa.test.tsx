import type { Profile, SessionSummary, SignedInUser } from '@gas/shared';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aminaProfile, aminaUser, laptopSession } from '../../../test/fixtures/profile.ts';
import { envelope, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';
import { i18n } from '../../i18n/index.ts';

// The profile page in Hausa: the account, the password, the email address, the sessions and
// two-factor sign-in.

/** The offtaker area's first (cold) import can pass 3 s on a busy machine. */
const areaLoad = { timeout: 10_000 };

/** Amina's registration is still waiting for approval; her session's address is unknown. */
const profile: Profile = { ...aminaProfile, party: { ...aminaProfile.party, status: 'Pending' } };
const me: SignedInUser = { ...aminaUser, status: 'Pending' };
const laptop: SessionSummary = { ...laptopSession, ipAddress: null };

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
