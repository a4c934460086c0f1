import type { Sale } from '@gas/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pendingSale } from '../../../test/fixtures/trading.ts';
import { envelope, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';

// A purchase an operator's suspension of its buyer or supplier cancelled (issue 21) says so,
// not "Cancelled by the buyer".

const cancelledBySuspension: Sale = {
  ...pendingSale,
  status: 'Cancelled',
  resolution: 'Suspended',
  completedUtc: '2025-08-14T11:00:00.000Z',
  timeline: [...pendingSale.timeline, { event: 'Suspended', utc: '2025-08-14T11:00:00.000Z' }],
};

describe('a purchase cancelled by a suspension', () => {
  it('says why in its timeline and its outcome', async () => {
    mockApi({ [`GET /api/sales/${pendingSale.id}`]: { body: envelope(cancelledBySuspension) } });
    signInAs('customer');
    renderApp(`/offtaker/sales/${pendingSale.id}`);
    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    expect(timeline).toHaveTextContent('Cancelled: an account taking part was suspended');
    expect(timeline).not.toHaveTextContent('Cancelled by the buyer');
    expect(
      screen.getByText(
        'This purchase was cancelled because an account taking part in it was suspended; the stock and the funds were released.',
      ),
    ).toBeInTheDocument();
  });
});
