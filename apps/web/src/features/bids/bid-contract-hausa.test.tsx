import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { contractName } from './bid-columns.tsx';

// A bid's contract in the reader's language (issue 23): the server's contractLabel is English
// ('Spot', 'Dec 2026'); the lists and the Sell dialog say it from the bid's contract.

describe('a bid’s contract', () => {
  it('reads Spot and the month in English exactly as the server words them', async () => {
    await act(() => i18n.loadNamespaces('bids'));
    const t = i18n.getFixedT('en', 'bids');
    expect(contractName(t, { contract: 'Spot', contractLabel: 'Spot' })).toBe('Spot');
    expect(contractName(t, { contract: '2026-12', contractLabel: 'Dec 2026' })).toBe('Dec 2026');
  });

  it('reads Nan take and the month in Hausa', async () => {
    await act(() => i18n.changeLanguage('ha'));
    await act(() => i18n.loadNamespaces('bids'));
    const t = i18n.getFixedT('ha', 'bids');
    expect(contractName(t, { contract: 'Spot', contractLabel: 'Spot' })).toBe('Nan take');
    expect(contractName(t, { contract: '2026-12', contractLabel: 'Dec 2026' })).toBe('Dis 2026');
  });
});
