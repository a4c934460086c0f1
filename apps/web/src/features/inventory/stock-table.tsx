import { canDecideStock, type StockLine } from '@gas/shared';
import { Button, Group, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dateColumn } from '../../components/columns.tsx';
import { DataTable, type DataTableColumn, type ListTableProps } from '../../components/data-table.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { quantityWithUnit } from '../../lib/quantities.ts';
import { inventoryColumn } from './inventory-column.ts';

type StockTableProps = ListTableProps<StockLine> & {
  /** Names of the inventories by id: when given, an Inventory column comes first. */
  inventoryNames?: Map<string, string>;
  /** Approve (true) or reject (false) a Pending Supply line; asked for confirmation by the caller. */
  onDecide: (line: StockLine, approve: boolean) => void;
};

/** Stock lines with Approve and Reject on the Pending Supply ones (Sale lines settle with their purchase). */
export function StockTable({ inventoryNames, onDecide, ...table }: StockTableProps) {
  const { t } = useTranslation('inventory');
  const columns: DataTableColumn<StockLine>[] = [
    ...inventoryColumn<StockLine>(inventoryNames, t),
    {
      accessor: 'status',
      title: t('fields.status'),
      card: 'badge',
      render: (line) => <StatusBadge status={line.status} style={{ minWidth: 'max-content' }} />,
    },
    {
      accessor: 'quantity',
      title: t('fields.quantity'),
      textAlign: 'right',
      render: (line) => <span className="tabular">{quantityWithUnit(line.quantity, line.unit)}</span>,
    },
    { accessor: 'flow', title: t('fields.flow'), render: (line) => t(`flows.${line.flow}`) },
    { accessor: 'category', title: t('fields.category'), render: (line) => t(`categories.${line.category}`) },
    dateColumn('createdUtc', t('fields.createdOn')),
    dateColumn('processedUtc', t('fields.processedOn')),
    {
      accessor: 'actions',
      title: <VisuallyHidden>{t('fields.actions')}</VisuallyHidden>,
      textAlign: 'right',
      render: (line) =>
        canDecideStock(line) ? (
          <Group gap={6} justify="flex-end" wrap="wrap">
            <Button size="compact-sm" onClick={() => onDecide(line, true)}>
              {t('stock.approve')}
            </Button>
            <Button size="compact-sm" variant="light" color="red" onClick={() => onDecide(line, false)}>
              {t('stock.reject')}
            </Button>
          </Group>
        ) : null,
    },
  ];
  return <DataTable {...table} columns={columns} minWidth={inventoryNames ? 860 : 720} />;
}
