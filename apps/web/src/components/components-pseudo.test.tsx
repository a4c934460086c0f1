import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, it } from 'vitest';
import { expectAllTextFromCatalogues, switchToPseudo } from '../../test/pseudo.ts';
import { renderWithTheme } from '../../test/utils.tsx';
import { DataTable } from './data-table.tsx';
import { CurrencyFilter, FilterBar, StatusFilter } from './filters.tsx';
import { LoadError } from './load-states.tsx';
import { StatusBadge } from './status-badge.tsx';

// The shared components in the pseudo-locale: every word they add comes from a catalogue
// (issue 23). The page's own words (a table's label, its column titles) are the page's.

describe('shared components in the pseudo-locale', () => {
  it('a paged table, its filters, badges and a failed load take their words from the catalogue', async () => {
    await switchToPseudo();
    const records = Array.from({ length: 12 }, (_, index) => ({ id: index, status: 'Pending' }));
    renderWithTheme(
      <MemoryRouter>
        <FilterBar>
          <CurrencyFilter value="" onChange={() => undefined} />
          <StatusFilter value="" onChange={() => undefined} statuses={['Pending', 'Approved']} />
        </FilterBar>
        <DataTable
          label="⟦list⟧"
          columns={[
            { accessor: 'status', title: '⟦status⟧', render: (row) => <StatusBadge status={row.status} /> },
          ]}
          records={records}
        />
        <LoadError title="⟦title⟧" error={new Error('⟦server message⟧')} onRetry={() => undefined} />
      </MemoryRouter>,
    );
    await screen.findAllByRole('table');
    expectAllTextFromCatalogues(document.body, {
      allow: ['NGN', 'USD', '1', '2', '10', '12', '15', '20', '25', '30'],
    });
  });
});
