import { reportPageSizes } from '@gas/shared';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Pagination.css';
import 'mantine-datatable/styles.css';
import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type DataTableColumn, DataTable as MantineDataTable } from 'mantine-datatable';
import { type Key, useEffect, useState } from 'react';
import type { PagedSearch } from '../lib/use-paged-search.ts';

// The app's one table: pages on the client (spec section 9: 10 rows by default, options
// 10/15/20/25/30, the rows-per-page control only on screens wider than 599 px) — or, for the
// reports and the audit trail, draws the server's pages (`serverPaging`) — with the spec's
// texts for loading and empty lists. Wide tables scroll sideways on phones.

const pageSizeOptions = [...reportPageSizes];
export const defaultPageSize = 10;
export const loadingText = 'Loading...';
export const emptyText = 'There are no records to display';

export type { DataTableColumn };

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
}: DataTableProps<T>) {
  const isWide = useMediaQuery('(min-width: 600px)', true);
  const [ownPage, setOwnPage] = useState(1);
  const [ownPageSize, setOwnPageSize] = useState(defaultPageSize);
  const page = serverPaging?.page ?? ownPage;
  const pageSize = serverPaging?.pageSize ?? ownPageSize;
  const setPage = serverPaging?.onPageChange ?? setOwnPage;

  const all = records ?? [];
  const totalRecords = serverPaging?.totalRecords ?? all.length;
  const pageCount = Math.max(1, Math.ceil(totalRecords / pageSize));
  // A shorter list (after a refresh or a new page size) must not leave us past its end.
  // Not while loading: a bookmarked page 3 waits for the answer that says how many pages there are.
  const isKnown = !isLoading && records !== undefined;
  useEffect(() => {
    if (isKnown && page > pageCount) setPage(pageCount);
  }, [isKnown, page, pageCount, setPage]);

  if (error) {
    return (
      <Alert color="red" variant="light" role="alert" title="We could not load this list">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{error.message}</Text>
          {onRetry && (
            <Button size="xs" variant="outline" color="red" onClick={onRetry}>
              Try again
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }

  const pageRows = serverPaging ? all : all.slice((page - 1) * pageSize, page * pageSize);
  const visible = isLoading ? [] : pageRows;
  const isEmpty = visible.length === 0;
  const paging =
    !isLoading && totalRecords > 0
      ? {
          page: Math.min(page, pageCount),
          onPageChange: setPage,
          totalRecords,
          recordsPerPage: pageSize,
          paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
            `${from}–${to} of ${totalRecords}`,
          getPaginationControlProps: (control: 'first' | 'last' | 'previous' | 'next') => ({
            'aria-label': `${control[0]?.toUpperCase()}${control.slice(1)} page`,
          }),
        }
      : {};
  const pageSizeSelector =
    isWide && totalRecords > 0
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
          recordsPerPageLabel: 'Rows per page',
        }
      : {};

  return (
    <MantineDataTable<T>
      aria-label={label}
      aria-busy={isLoading || isRefreshing}
      fetching={isRefreshing && !isLoading}
      withTableBorder
      borderRadius="md"
      striped
      highlightOnHover
      verticalAlign="top"
      minHeight={isEmpty ? 160 : undefined}
      columns={columns}
      records={visible}
      idAccessor={idAccessor as never}
      // The library fades its empty state out over the rows; with rows there is nothing to fade.
      emptyState={isEmpty ? <StateText text={isLoading ? loadingText : emptyText} /> : <span />}
      noRecordsText={emptyText}
      styles={{ table: { minWidth } }}
      {...paging}
      {...pageSizeSelector}
    />
  );
}
