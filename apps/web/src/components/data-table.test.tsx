import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/utils.tsx';
import { DataTable, type DataTableColumn } from './data-table.tsx';

type Supplier = { id: string; name: string };
const suppliers: Supplier[] = Array.from({ length: 23 }, (_, index) => ({
  id: `s${index + 1}`,
  name: `Supplier ${String(index + 1).padStart(2, '0')}`,
}));
const columns: DataTableColumn<Supplier>[] = [{ accessor: 'name', title: 'Name' }];

function bodyRows() {
  const table = screen.getByRole('table', { name: 'Suppliers' });
  return within(table).getAllByRole('row').slice(1);
}

describe('DataTable', () => {
  it('shows 10 rows a page by default and pages on the client', async () => {
    const user = userEvent.setup();
    renderWithTheme(<DataTable label="Suppliers" columns={columns} records={suppliers} />);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Supplier 01')).toBeInTheDocument();
    expect(screen.getByText('1–10 of 23')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '3' }));
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByText('Supplier 23')).toBeInTheDocument();
    expect(screen.getByText('21–23 of 23')).toBeInTheDocument();
  });

  it('offers 10, 15, 20, 25 and 30 rows per page on screens wider than 599 px', async () => {
    const user = userEvent.setup();
    window.innerWidth = 1024;
    renderWithTheme(<DataTable label="Suppliers" columns={columns} records={suppliers} />);
    expect(screen.getByText('Rows per page')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '10' }));
    const options = await screen.findAllByRole('menuitem');
    expect(options.map((option) => option.textContent)).toEqual(['10', '15', '20', '25', '30']);
    await user.click(options[2]!);
    expect(bodyRows()).toHaveLength(20);
  });

  it('hides the rows-per-page control on a phone', () => {
    window.innerWidth = 599;
    renderWithTheme(<DataTable label="Suppliers" columns={columns} records={suppliers} />);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.queryByText('Rows per page')).not.toBeInTheDocument();
  });

  it('says "Loading..." while loading and "There are no records to display" when empty', () => {
    const { rerender } = renderWithTheme(
      <DataTable label="Suppliers" columns={columns} records={undefined} isLoading />,
    );
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    rerender(<DataTable label="Suppliers" columns={columns} records={[]} />);
    expect(screen.getByText('There are no records to display')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('shows a failed load as an error with its message', () => {
    renderWithTheme(
      <DataTable
        label="Suppliers"
        columns={columns}
        records={undefined}
        error={new Error('Server unreachable')}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Server unreachable');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
