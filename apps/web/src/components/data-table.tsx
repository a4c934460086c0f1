import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Pagination.css';
import 'mantine-datatable/styles.css';
import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type DataTableColumn, DataTable as MantineDataTable } from 'mantine-datatable';
import { type Key, useEffect, useState } from 'react';

// The app's one table: pages on the client (spec section 9: 10 rows by default, options
// 10/15/20/25/30, the rows-per-page control only on screens wider than 599 px) and the
// spec's texts for loading and empty lists. Wide tables scroll sideways on phones.

export const pageSizeOptions = [10, 15, 20, 25, 30];
export const defaultPageSize = 10;
export const loadingText = 'Loading...';
export const emptyText = 'There are no records to display';

export type { DataTableColumn };

type DataTableProps<T> = {
  /** Accessible name of the table. */
  label: string;
  columns: DataTableColumn<T>[];
  records: T[] | undefined;
  isLoading?: boolean;
  /** A failed load: shown instead of the table, with a retry button when `onRetry` is given. */
  error?: Error | null;
  onRetry?: () => void;
  idAccessor?: keyof T | ((record: T) => Key);
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
};

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
  error = null,
  onRetry,
  idAccessor,
  minWidth = 640,
}: DataTableProps<T>) {
  const isWide = useMediaQuery('(min-width: 600px)', true);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(defaultPageSize);

  const all = records ?? [];
  const pageCount = Math.max(1, Math.ceil(all.length / pageSize));
  // A shorter list (after a refresh or a new page size) must not leave us past its end.
  useEffect(() => {
    if (page > pageCount) setPage(pageCount);
  }, [page, pageCount]);

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

  const visible = isLoading ? [] : all.slice((page - 1) * pageSize, page * pageSize);
  const isEmpty = visible.length === 0;
  const paging =
    !isLoading && all.length > 0
      ? {
          page: Math.min(page, pageCount),
          onPageChange: setPage,
          totalRecords: all.length,
          recordsPerPage: pageSize,
          paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
            `${from}–${to} of ${totalRecords}`,
          getPaginationControlProps: (control: 'first' | 'last' | 'previous' | 'next') => ({
            'aria-label': `${control[0]?.toUpperCase()}${control.slice(1)} page`,
          }),
        }
      : {};
  const pageSizeSelector =
    isWide && all.length > 0
      ? {
          recordsPerPageOptions: pageSizeOptions,
          onRecordsPerPageChange: (size: number) => {
            setPageSize(size);
            setPage(1);
          },
          recordsPerPageLabel: 'Rows per page',
        }
      : {};

  return (
    <MantineDataTable<T>
      aria-label={label}
      aria-busy={isLoading}
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
