import { Group, Pagination, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import {
  getRecordId,
  getValueAtPath,
  humanize,
  type DataTableColumn as MantineColumn,
} from 'mantine-datatable';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// A table on a phone (data-table.tsx draws it below `cardBreakpoint`): each row a card that reads
// "label: value", the key fields first, its buttons on a row of their own; then the pager.

/** "First page", "Next page"…: the pager's buttons, for screen readers. */
export const controlLabel =
  (t: TFunction<'components'>) => (control: 'first' | 'last' | 'previous' | 'next') => ({
    'aria-label': t(`table.control.${control}`),
  });

/** Where a column shows on a phone's card. */
export type CardPlacement =
  /** The card's heading, without its label (a reference, a name). */
  | 'title'
  /** Beside the heading, without its label (a status badge). */
  | 'badge'
  /** A "label: value" line (the default). */
  | 'field'
  /**
   * The card's last row, full width and without its label: buttons that name what they act on
   * (the default of a column whose accessor is 'actions').
   */
  | 'actions'
  /** Left off the card (what the card says otherwise). */
  | 'hidden';

/**
 * A column: mantine-datatable's, plus how it reads on a phone. `cardOrder` puts the key fields
 * first: fields with one come first, lowest first; the others follow in the columns' order.
 */
export type DataTableColumn<T> = MantineColumn<T> & { card?: CardPlacement; cardOrder?: number };

function cellOf<T>(column: DataTableColumn<T>, record: T, index: number): ReactNode {
  if (column.render) return column.render(record, index);
  const value = getValueAtPath(record, column.accessor);
  return value === null || value === undefined ? null : String(value);
}

/** Where each column goes on a card: the heading, the badge, then the fields, key fields first. */
function cardLayout<T>(columns: DataTableColumn<T>[]) {
  const shown = columns.filter((column) => !column.hidden && column.card !== 'hidden');
  const placed = (column: DataTableColumn<T>): CardPlacement =>
    column.card ?? (column.accessor === 'actions' ? 'actions' : 'field');
  const fields = shown
    .map((column, position) => ({ column, position }))
    .filter(({ column }) => placed(column) === 'field')
    .sort(
      (a, b) =>
        (a.column.cardOrder ?? Number.POSITIVE_INFINITY) - (b.column.cardOrder ?? Number.POSITIVE_INFINITY) ||
        a.position - b.position,
    )
    .map(({ column }) => column);
  return {
    title: shown.find((column) => column.card === 'title'),
    badge: shown.find((column) => column.card === 'badge'),
    fields,
    actions: shown.filter((column) => placed(column) === 'actions'),
  };
}

type DataCardsProps<T> = {
  label: string;
  columns: DataTableColumn<T>[];
  records: T[];
  idAccessor: keyof T | ((record: T) => Key) | undefined;
  isBusy: boolean;
  emptyState: ReactNode;
  pager: ReactNode;
};

/** A phone's table: one card per row, "label: value" lines, then the pager. */
export function DataCards<T>({
  label,
  columns,
  records,
  idAccessor,
  isBusy,
  emptyState,
  pager,
}: DataCardsProps<T>) {
  const { title, badge, fields, actions } = cardLayout(columns);
  return (
    <Stack gap="sm">
      {emptyState ? (
        <div className="data-cards-state" role="status" aria-label={label} aria-busy={isBusy}>
          {emptyState}
        </div>
      ) : (
        <ul className="data-cards" aria-label={label} aria-busy={isBusy}>
          {records.map((record, index) => (
            <li key={String(getRecordId(record, (idAccessor ?? 'id') as never))} className="data-card">
              {(title || badge) && (
                <div className="data-card-head">
                  {title && <div className="data-card-title">{cellOf(title, record, index)}</div>}
                  {badge && <div className="data-card-badge">{cellOf(badge, record, index)}</div>}
                </div>
              )}
              <dl className="data-card-fields">
                {fields.map((column) => (
                  <div
                    key={String(column.accessor)}
                    className="data-card-field"
                    data-align={column.textAlign ?? 'left'}
                  >
                    <dt>{column.title ?? humanize(String(column.accessor))}</dt>
                    <dd>{cellOf(column, record, index)}</dd>
                  </div>
                ))}
              </dl>
              {actions.map((column) => (
                <div key={String(column.accessor)} className="data-card-actions">
                  {cellOf(column, record, index)}
                </div>
              ))}
            </li>
          ))}
        </ul>
      )}
      {pager}
    </Stack>
  );
}

type CardPagerProps = {
  label: string;
  page: number;
  pageCount: number;
  from: number;
  to: number;
  totalRecords: number;
  onPageChange: (page: number) => void;
};

export function CardPager({ label, page, pageCount, from, to, totalRecords, onPageChange }: CardPagerProps) {
  const { t } = useTranslation('components');
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Text size="sm" className="tabular">
        {t('table.range', { from, to, total: totalRecords })}
      </Text>
      {pageCount > 1 && (
        <Pagination
          size="sm"
          siblings={0}
          withEdges
          total={pageCount}
          value={page}
          onChange={onPageChange}
          aria-label={t('table.pages', { label })}
          getControlProps={controlLabel(t)}
        />
      )}
    </Group>
  );
}
