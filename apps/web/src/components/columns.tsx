import { type Currency, formatDateTime } from '@gas/shared';
import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from './data-table.tsx';
import { Money } from './money.tsx';
import { StatusBadge } from './status-badge.tsx';

// The columns most lists share, so a reference, a date, a status or an amount reads the same in
// every table, and on a phone's card (the reference its heading, the status its badge).

// Column titles are small components, so a list's columns can be defined once at module load and
// still read in the language of the moment.
function ReferenceTitle() {
  const { t } = useTranslation('components');
  return t('columns.reference');
}

function StatusTitle() {
  const { t } = useTranslation('components');
  return t('columns.status');
}

/** The row's reference, linking to its detail page; a phone's card is headed by it. */
export function referenceColumn<T extends { reference: string }>(
  href: (row: T) => string,
): DataTableColumn<T> {
  return {
    accessor: 'reference',
    title: <ReferenceTitle />,
    noWrap: true,
    card: 'title',
    render: (row) => (
      <Anchor component={Link} to={href(row)} fw={600} fz="inherit">
        {row.reference}
      </Anchor>
    ),
  };
}

/**
 * "Nov 19, 10:00 PM" (spec section 9) that may break after the comma and nowhere else: a table
 * short of room puts the time under the date instead of squeezing its other columns.
 */
export function CompactDateTime({ value }: { value: string }) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const text = formatDateTime(date);
  const comma = text.indexOf(', ');
  return (
    <time dateTime={date.toISOString()} title={date.toLocaleString()} className="tabular">
      {comma < 0 ? (
        text
      ) : (
        <>
          <span className="nowrap">{text.slice(0, comma + 1)}</span>{' '}
          <span className="nowrap">{text.slice(comma + 2)}</span>
        </>
      )}
    </time>
  );
}

/**
 * A point in time, e.g. `dateColumn('createdUtc', 'Date')`; `empty` where the row has none.
 * The date and the time stay whole; a table short of room puts the time on a second line.
 */
export function dateColumn<T extends { [key in K]: string | null }, K extends string = string>(
  accessor: K,
  title: string,
  { empty = null }: { empty?: ReactNode } = {},
): DataTableColumn<T> {
  return {
    accessor,
    title,
    render: (row) => (row[accessor] ? <CompactDateTime value={row[accessor]} /> : empty),
  };
}

/** The row's status as the spec's coloured badge, never wrapped; beside a phone card's heading. */
/** The row's status as a badge; `label` words it when the shared statuses do not (a truck's). */
export function statusColumn<T extends { status: string }>(label?: (row: T) => string): DataTableColumn<T> {
  return {
    accessor: 'status',
    title: <StatusTitle />,
    card: 'badge',
    render: (row) => <StatusBadge status={row.status} label={label?.(row)} miw="max-content" />,
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
