import { reportPageSizes } from '@gas/shared';
// The row checkboxes' label layout (InlineInput), then the checkbox's own.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Pagination.css';
import 'mantine-datatable/styles.css';
import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type DataTableColumn as MantineColumn, DataTable as MantineDataTable } from 'mantine-datatable';
import { type Key, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagedSearch } from '../lib/use-paged-search.ts';
import { CardPager, controlLabel, DataCards, type DataTableColumn } from './data-cards.tsx';

export type { CardPlacement, DataTableColumn } from './data-cards.tsx';

// The app's one table: pages on the client (spec section 9: 10 rows by default, options
// 10/15/20/25/30, the rows-per-page control only on screens wider than 599 px) — or, for the
// reports and the audit trail, draws the server's pages (`serverPaging`) — with the spec's
// texts for loading and empty lists. On a phone (below 600 px) each row becomes a card that
// reads "label: value", the key fields first (each column's `card` and `cardOrder`); from
// 600 px a table wider than its room scrolls sideways inside its frame, never the page.

const pageSizeOptions = [...reportPageSizes];
export const defaultPageSize = 10;
// The English texts (components catalogue, table.loading and table.empty), for tests and pages
// that say the same outside a table.
export const loadingText = 'Loading...';
export const emptyText = 'There are no records to display';

/** Below this width (px) rows are cards. */
export const cardBreakpoint = 600;

/**
 * Paging done by the server: `records` is already the page to show, and the table only draws
 * the pager and the rows-per-page control for `totalRecords` rows.
 */
export type ServerPaging = {
  page: number;
  pageSize: number;
  totalRecords: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
};

type DataTableProps<T> = {
  /** Accessible name of the table. */
  label: string;
  columns: DataTableColumn<T>[];
  records: T[] | undefined;
  isLoading?: boolean;
  /** Another page or filter is on its way while the last rows stay on screen. */
  isRefreshing?: boolean;
  /** A failed load: shown instead of the table, with a retry button when `onRetry` is given. */
  error?: Error | null;
  onRetry?: () => void;
  idAccessor?: keyof T | ((record: T) => Key);
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  /** Server-side paging (reports); without it the table pages `records` itself. */
  serverPaging?: ServerPaging;
  /** False: every record at once, without a pager (a short list such as a dashboard's latest entries). */
  isPaged?: boolean;
  /** The last column (a row's buttons) stays in view while a table wider than its room scrolls sideways. */
  pinLastColumn?: boolean;
};

/** What a table of one kind of row (sales, prices) takes from the page that shows it. */
export type ListTableProps<T> = {
  label: string;
  records: T[] | undefined;
  isLoading: boolean;
  error: Error | null;
  onRetry: () => void;
};

/** What a list query (TanStack Query's result) tells the table: its rows, loading, failure and retry. */
export function queryTableProps<T>(query: {
  data: T[] | undefined;
  isPending: boolean;
  error: Error | null;
  refetch: () => unknown;
}) {
  return {
    records: query.data,
    isLoading: query.isPending,
    error: query.error,
    onRetry: () => void query.refetch(),
  };
}

/** What a server-paged list (a report, the audit trail) tells the table, with the pager bound to the address. */
export function pagedTableProps(
  search: Pick<PagedSearch<string>, 'page' | 'pageSize' | 'setPage' | 'setPageSize'>,
  query: {
    data: { total: number } | undefined;
    isPending: boolean;
    isFetching: boolean;
    error: Error | null;
    refetch: () => unknown;
  },
) {
  return {
    isLoading: query.isPending,
    isRefreshing: query.isFetching && !query.isPending,
    error: query.error,
    onRetry: () => void query.refetch(),
    serverPaging: {
      page: search.page,
      pageSize: search.pageSize,
      totalRecords: query.data?.total ?? 0,
      onPageChange: search.setPage,
      onPageSizeChange: search.setPageSize,
    },
  };
}

function StateText({ text }: { text: string }) {
  return (
    <Center py="xl" px="md">
      <Text c="dimmed" ta="center">
        {text}
      </Text>
    </Center>
  );
}

export function DataTable<T>({
  label,
  columns,
  records,
  isLoading = false,
  isRefreshing = false,
  error = null,
  onRetry,
  idAccessor,
  minWidth = 640,
  serverPaging,
  isPaged = true,
  pinLastColumn = false,
}: DataTableProps<T>) {
  // Read at the first render, so a phone never draws the table before its cards.
  const { t } = useTranslation('components');
  const isWide = useMediaQuery(`(min-width: ${cardBreakpoint}px)`, true, { getInitialValueInEffect: false });
  const [ownPage, setOwnPage] = useState(1);
  const [ownPageSize, setOwnPageSize] = useState(defaultPageSize);
  const page = serverPaging?.page ?? ownPage;
  const pageSize = serverPaging?.pageSize ?? ownPageSize;
  const setPage = serverPaging?.onPageChange ?? setOwnPage;

  const all = records ?? [];
  const totalRecords = serverPaging?.totalRecords ?? all.length;
  const pageCount = isPaged ? Math.max(1, Math.ceil(totalRecords / pageSize)) : 1;
  // A shorter list (after a refresh or a new page size) must not leave us past its end.
  // Not while loading: a bookmarked page 3 waits for the answer that says how many pages there are.
  const isKnown = !isLoading && records !== undefined;
  useEffect(() => {
    if (isKnown && page > pageCount) setPage(pageCount);
  }, [isKnown, page, pageCount, setPage]);

  if (error) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('table.loadError')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{error.message}</Text>
          {onRetry && (
            <Button size="xs" variant="outline" color="red" onClick={onRetry}>
              {t('load.tryAgain')}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }

  const pageRows = serverPaging || !isPaged ? all : all.slice((page - 1) * pageSize, page * pageSize);
  const visible = isLoading ? [] : pageRows;
  const isEmpty = visible.length === 0;

  if (!isWide) {
    return (
      <DataCards
        label={label}
        columns={columns}
        records={visible}
        idAccessor={idAccessor}
        isBusy={isLoading || isRefreshing}
        emptyState={isEmpty ? <StateText text={isLoading ? t('table.loading') : t('table.empty')} /> : null}
        pager={
          isPaged && !isLoading && totalRecords > 0 ? (
            <CardPager
              label={label}
              page={Math.min(page, pageCount)}
              pageCount={pageCount}
              from={(Math.min(page, pageCount) - 1) * pageSize + 1}
              to={Math.min(Math.min(page, pageCount) * pageSize, totalRecords)}
              totalRecords={totalRecords}
              onPageChange={setPage}
            />
          ) : null
        }
      />
    );
  }
  const paging =
    isPaged && !isLoading && totalRecords > 0
      ? {
          page: Math.min(page, pageCount),
          onPageChange: setPage,
          totalRecords,
          recordsPerPage: pageSize,
          paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
            t('table.range', { from, to, total: totalRecords }),
          getPaginationControlProps: controlLabel(t),
        }
      : {};
  const pageSizeSelector =
    isPaged && isWide && totalRecords > 0
      ? {
          recordsPerPageOptions: pageSizeOptions,
          onRecordsPerPageChange: (size: number) => {
            if (serverPaging) {
              serverPaging.onPageSizeChange(size);
              return;
            }
            setOwnPageSize(size);
            setOwnPage(1);
          },
          recordsPerPageLabel: t('table.rowsPerPage'),
        }
      : {};

  return (
    <MantineDataTable<T>
      aria-label={label}
      aria-busy={isLoading || isRefreshing}
      fetching={isRefreshing && !isLoading}
      withTableBorder
      borderRadius="md"
      // 8 px a side (the library's default is 10): ten report columns fit 1366 px beside the sidebar.
      horizontalSpacing={8}
      striped
      highlightOnHover
      verticalAlign="top"
      minHeight={isEmpty ? 160 : undefined}
      columns={columns.map(tableColumn)}
      records={visible}
      idAccessor={idAccessor as never}
      // The library fades its empty state out over the rows; with rows there is nothing to fade.
      emptyState={isEmpty ? <StateText text={isLoading ? t('table.loading') : t('table.empty')} /> : <span />}
      noRecordsText={t('table.empty')}
      styles={{ table: { minWidth } }}
      pinLastColumn={pinLastColumn}
      {...paging}
      {...pageSizeSelector}
    />
  );
}

/** The column as mantine-datatable takes it (without what only the cards read). */
function tableColumn<T>({
  card: _card,
  cardOrder: _cardOrder,
  ...column
}: DataTableColumn<T>): MantineColumn<T> {
  return column;
}
