import type { Currency } from '@gas/shared';
import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DataTableColumn } from './data-table.tsx';
import { DateTime } from './date-time.tsx';
import { Money } from './money.tsx';
import { StatusBadge } from './status-badge.tsx';

// The columns most lists share, so a reference, a date, a status or an amount reads the same in
// every table, and on a phone's card (the reference its heading, the status its badge).

/** The row's reference, linking to its detail page; a phone's card is headed by it. */
export function referenceColumn<T extends { reference: string }>(
  href: (row: T) => string,
): DataTableColumn<T> {
  return {
    accessor: 'reference',
    title: 'Reference',
    noWrap: true,
    card: 'title',
    render: (row) => (
      <Anchor component={Link} to={href(row)} fw={600}>
        {row.reference}
      </Anchor>
    ),
  };
}

/** A point in time, e.g. `dateColumn('createdUtc', 'Date')`; `empty` where the row has none. */
export function dateColumn<T extends { [key in K]: string | null }, K extends string = string>(
  accessor: K,
  title: string,
  { noWrap = true, empty = null }: { noWrap?: boolean; empty?: ReactNode } = {},
): DataTableColumn<T> {
  return {
    accessor,
    title,
    noWrap,
    render: (row) => (row[accessor] ? <DateTime value={row[accessor]} /> : empty),
  };
}

/** The row's status as the spec's coloured badge, never wrapped; beside a phone card's heading. */
export function statusColumn<T extends { status: string }>(): DataTableColumn<T> {
  return {
    accessor: 'status',
    title: 'Status',
    card: 'badge',
    render: (row) => <StatusBadge status={row.status} miw="max-content" />,
  };
}

/** An amount in the row's currency, right-aligned; `empty` where the row has none yet. */
export function moneyColumn<T extends { currency: Currency }>(
  accessor: string,
  title: string,
  minorOf: (row: T) => number | null,
  empty: ReactNode = null,
): DataTableColumn<T> {
  return {
    accessor,
    title,
    textAlign: 'right',
    noWrap: true,
    render: (row) => {
      const minor = minorOf(row);
      return minor === null ? empty : <Money minor={minor} currency={row.currency} />;
    },
  };
}
