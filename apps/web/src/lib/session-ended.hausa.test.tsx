import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, mockApi, renderApp, signInAs } from '../../test/utils.tsx';
import { i18n } from '../i18n/index.ts';

// When the server ends a session, the log-in page says why in the reader's language (issue 23):
// the notice comes from auth's catalogue, not from English written in lib/session.ts.

describe('session ended, in Hausa', () => {
  it('opens the log-in page saying in Hausa that the session has ended', async () => {
    mockApi({
      'GET /api/profile': { status: 401, body: failure([{ htmlId: '', message: 'Da fatan ka shiga' }]) },
      'POST /api/auth/refresh': { status: 401, body: failure([{ htmlId: '', message: 'Zamanka ya ƙare' }]) },
    });
    await act(() => i18n.changeLanguage('ha'));
    signInAs('customer');
    const { router } = renderApp('/offtaker/profile');
    expect(await screen.findByText('Zamanka ya ƙare. Da fatan ka sake shiga.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText(/Your session has ended/)).not.toBeInTheDocument();
  });
});
