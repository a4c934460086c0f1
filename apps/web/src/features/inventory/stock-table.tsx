import { Button, Group, VisuallyHidden } from '@mantine/core';
import { DataTable, type DataTableColumn } from '../../components/data-table.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { quantityWithUnit } from '../../lib/quantities.ts';
import { canDecide, type StockLine } from './types.ts';

type StockTableProps = {
  label: string;
  records: StockLine[] | undefined;
  isLoading: boolean;
  error: Error | null;
  onRetry: () => void;
  /** Names of the inventories by id: when given, an Inventory column comes first. */
  inventoryNames?: Map<string, string>;
  /** Approve (true) or reject (false) a Pending Supply line; asked for confirmation by the caller. */
  onDecide: (line: StockLine, approve: boolean) => void;
};

/** Stock lines with Approve and Reject on the Pending Supply ones (Sale lines settle with their purchase). */
export function StockTable({
  label,
  records,
  isLoading,
  error,
  onRetry,
  inventoryNames,
  onDecide,
}: StockTableProps) {
  const columns: DataTableColumn<StockLine>[] = [
    ...(inventoryNames
      ? [
          {
            accessor: 'inventoryId',
            title: 'Inventory',
            render: (line: StockLine) => inventoryNames.get(line.inventoryId) ?? '—',
          },
        ]
      : []),
    {
      accessor: 'status',
      title: 'Status',
      render: (line) => <StatusBadge status={line.status} style={{ minWidth: 'max-content' }} />,
    },
    {
      accessor: 'quantity',
      title: 'Quantity',
      textAlign: 'right',
      render: (line) => <span className="tabular">{quantityWithUnit(line.quantity, line.unit)}</span>,
    },
    { accessor: 'flow', title: 'Flow' },
    { accessor: 'category', title: 'Category' },
    { accessor: 'createdUtc', title: 'Created On', render: (line) => <DateTime value={line.createdUtc} /> },
    {
      accessor: 'processedUtc',
      title: 'Processed On',
      render: (line) => <DateTime value={line.processedUtc} />,
    },
    {
      accessor: 'actions',
      title: <VisuallyHidden>Actions</VisuallyHidden>,
      textAlign: 'right',
      render: (line) =>
        canDecide(line) ? (
          <Group gap={6} justify="flex-end" wrap="nowrap">
            <Button size="compact-sm" onClick={() => onDecide(line, true)}>
              Approve
            </Button>
            <Button size="compact-sm" variant="light" color="red" onClick={() => onDecide(line, false)}>
              Reject
            </Button>
          </Group>
        ) : null,
    },
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      records={records}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      minWidth={inventoryNames ? 860 : 720}
    />
  );
}
