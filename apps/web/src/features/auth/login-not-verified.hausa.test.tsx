import { emailNotVerifiedMessageHa } from '@gas/shared';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, failure, mockApi, renderApp } from '../../../test/utils.tsx';
import { i18n } from '../../i18n/index.ts';

// The server says why an unverified address cannot log in in Hausa when asked (issue 23); the
// page still knows the refusal by its text and offers a new link.

describe('log in in Hausa', () => {
  it('knows the server’s Hausa "not verified" refusal and sends a new link', async () => {
    const { calls } = mockApi({
      'POST /api/auth/login': {
        status: 403,
        body: failure([{ htmlId: '', message: emailNotVerifiedMessageHa }]),
      },
      'POST /api/auth/verify/resend': { body: envelope(null) },
    });
    await act(() => i18n.changeLanguage('ha'));
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText(/^Adireshin Imel/), 'halima@kanofoods.ng');
    await user.type(screen.getByLabelText(/^Kalmar Sirri/), 'Harmattan!9');
    await user.click(screen.getByRole('button', { name: 'Shiga' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(emailNotVerifiedMessageHa);
    await user.click(within(alert).getByRole('button', { name: 'Aiko sabon mahaɗi' }));
    expect(await within(alert).findByRole('status')).toHaveTextContent(
      'Mun aika sabon mahaɗi zuwa halima@kanofoods.ng.',
    );
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/auth/login',
      'POST /api/auth/verify/resend',
    ]);
  });
});
