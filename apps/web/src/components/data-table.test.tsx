import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/utils.tsx';
import { referenceColumn, statusColumn } from './columns.tsx';
import { DataTable, type DataTableColumn } from './data-table.tsx';

type Supplier = { id: string; name: string };
const suppliers: Supplier[] = Array.from({ length: 23 }, (_, index) => ({
  id: `s${index + 1}`,
  name: `Supplier ${String(index + 1).padStart(2, '0')}`,
}));
const columns: DataTableColumn<Supplier>[] = [{ accessor: 'name', title: 'Name' }];

function cards(name = 'Suppliers') {
  return within(screen.getByRole('list', { name })).getAllByRole('listitem');
}

/** A card as a person reads it: its heading line, then each "label: value" line. */
function cardText(card: HTMLElement) {
  const head = card.querySelector('.data-card-head')?.textContent ?? null;
  const fields = within(card)
    .queryAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
  return { head, fields };
}

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
    expect(cards()).toHaveLength(10);
    expect(screen.getByText('1–10 of 23')).toBeInTheDocument();
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

  it('shows every record without a pager when not paged', () => {
    renderWithTheme(<DataTable label="Suppliers" columns={columns} records={suppliers} isPaged={false} />);
    expect(bodyRows()).toHaveLength(23);
    expect(screen.queryByText(/ of 23$/)).not.toBeInTheDocument();
    expect(screen.queryByText('Rows per page')).not.toBeInTheDocument();
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

  describe('on a phone (below 600 px)', () => {
    type Sale = {
      id: string;
      reference: string;
      status: string;
      product: { name: string };
      hub: string;
      fee: number;
    };
    const sales: Sale[] = Array.from({ length: 12 }, (_, index) => ({
      id: `sale-${index + 1}`,
      reference: `SL-261120-A${String(index + 1).padStart(2, '0')}`,
      status: index === 0 ? 'Pending' : 'Approved',
      product: { name: 'Compressed Natural Gas' },
      hub: 'Kano',
      fee: 1250 + index,
    }));
    const saleColumns: DataTableColumn<Sale>[] = [
      referenceColumn((sale) => `/admin/sales/${sale.id}`),
      { accessor: 'hub', title: 'Hub', card: 'hidden' },
      { accessor: 'product.name', title: 'Product' },
      statusColumn(),
      { accessor: 'fee', title: 'Fee', textAlign: 'right', cardOrder: -1, render: (sale) => `₦${sale.fee}` },
    ];

    const inRouter = (ui: React.ReactNode) => <MemoryRouter>{ui}</MemoryRouter>;

    it('draws each row as a card: the reference as its heading, the status beside it, key fields first', () => {
      window.innerWidth = 390;
      renderWithTheme(inRouter(<DataTable label="Sales" columns={saleColumns} records={sales} />));
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const [first] = cards('Sales');
      expect(cards('Sales')).toHaveLength(10);
      expect(cardText(first!)).toEqual({
        head: 'SL-261120-A01Pending',
        // The Fee asked to come first; the Hub is left off; a nested accessor reads its value.
        fields: ['Fee: ₦1250', 'Product: Compressed Natural Gas'],
      });
      expect(within(first!).getByRole('link', { name: 'SL-261120-A01' })).toHaveAttribute(
        'href',
        '/admin/sales/sale-1',
      );
      expect(within(first!).getByText('₦1250').closest('[data-align]')).toHaveAttribute(
        'data-align',
        'right',
      );
    });

    it("gives an actions column's buttons a full-width row of their own, after the fields, without a label", () => {
      window.innerWidth = 390;
      const withActions: DataTableColumn<Sale>[] = [
        ...saleColumns,
        {
          accessor: 'actions',
          title: 'Actions',
          render: (sale) => <button type="button">{`Approve ${sale.reference}`}</button>,
        },
      ];
      renderWithTheme(inRouter(<DataTable label="Sales" columns={withActions} records={sales} />));
      const [first] = cards('Sales');
      expect(cardText(first!).fields).toEqual(['Fee: ₦1250', 'Product: Compressed Natural Gas']);
      const button = within(first!).getByRole('button', { name: 'Approve SL-261120-A01' });
      expect(button.closest('dl')).toBeNull();
      expect(button.closest('.data-card-actions')?.parentElement).toBe(first);
      expect(first!.lastElementChild).toBe(button.closest('.data-card-actions'));
    });

    it('pages the cards with the same pager texts', async () => {
      const user = userEvent.setup();
      window.innerWidth = 390;
      renderWithTheme(inRouter(<DataTable label="Sales" columns={saleColumns} records={sales} />));
      expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Next page' }));
      expect(cards('Sales')).toHaveLength(2);
      expect(screen.getByText('11–12 of 12')).toBeInTheDocument();
      expect(cardText(cards('Sales')[1]!).head).toBe('SL-261120-A12Approved');
    });

    it('draws server pages as cards and asks for the next one', async () => {
      const user = userEvent.setup();
      window.innerWidth = 390;
      const pages: number[] = [];
      renderWithTheme(
        inRouter(
          <DataTable
            label="Sales"
            columns={saleColumns}
            records={sales.slice(0, 10)}
            serverPaging={{
              page: 1,
              pageSize: 10,
              totalRecords: 35,
              onPageChange: (page) => pages.push(page),
              onPageSizeChange: () => {},
            }}
          />,
        ),
      );
      expect(cards('Sales')).toHaveLength(10);
      expect(screen.getByText('1–10 of 35')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Last page' }));
      expect(pages).toEqual([4]);
    });

    it('says "Loading..." and "There are no records to display" in card mode too', () => {
      window.innerWidth = 390;
      const { rerender } = renderWithTheme(
        inRouter(<DataTable label="Sales" columns={saleColumns} records={undefined} isLoading />),
      );
      expect(screen.getByRole('status', { name: 'Sales' })).toHaveTextContent('Loading...');
      rerender(inRouter(<DataTable label="Sales" columns={saleColumns} records={[]} />));
      expect(screen.getByRole('status', { name: 'Sales' })).toHaveTextContent(
        'There are no records to display',
      );
      expect(screen.queryByText(/ of /)).not.toBeInTheDocument();
    });

    it('keeps the table from 600 px', () => {
      window.innerWidth = 600;
      renderWithTheme(inRouter(<DataTable label="Sales" columns={saleColumns} records={sales} />));
      expect(screen.getByRole('table', { name: 'Sales' })).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Sales' })).not.toBeInTheDocument();
    });
  });
});
