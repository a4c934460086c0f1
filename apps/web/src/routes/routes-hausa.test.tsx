import { act, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadAreas } from '../../test/preload-areas.ts';
import { envelope, mockApi, renderApp, signInAs } from '../../test/utils.tsx';
import { i18n } from '../i18n/index.ts';

// The words the route modules give their pages, in Hausa (issue 23).

// The offtaker area's first (cold) import can take longer than a findBy waits on a busy machine.
beforeAll(() => preloadAreas('offtaker'), 60_000);

describe('area pages assembled by the route modules, in Hausa', () => {
  it("the offtaker's Transactions address opens its purchases, Sales, in Hausa", async () => {
    await act(() => i18n.changeLanguage('ha'));
    signInAs('customer');
    mockApi({ 'GET /api/sales': { body: envelope([]) } });
    renderApp('/offtaker/transactions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cinikai' })).toBeInTheDocument();
    expect(screen.queryByText('Wannan shafi bai samu ba tukuna')).not.toBeInTheDocument();
  });
});
