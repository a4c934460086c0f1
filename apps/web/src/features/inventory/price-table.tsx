import type { Price } from '@gas/shared';
import { useTranslation } from 'react-i18next';
import { dateColumn } from '../../components/columns.tsx';
import { DataTable, type DataTableColumn, type ListTableProps } from '../../components/data-table.tsx';
import { Money } from '../../components/money.tsx';
import { inventoryColumn } from './inventory-column.ts';

type PriceTableProps = ListTableProps<Price> & {
  /** Names of the inventories by id: when given, an Inventory column comes first. */
  inventoryNames?: Map<string, string>;
};

/** Prices per unit, newest first; the newest in each currency is the one on offer. */
export function PriceTable({ inventoryNames, ...table }: PriceTableProps) {
  const { t } = useTranslation('inventory');
  const columns: DataTableColumn<Price>[] = [
    ...inventoryColumn<Price>(inventoryNames, t),
    {
      accessor: 'amount',
      title: t('fields.amount'),
      textAlign: 'right',
      render: (price) => <Money minor={price.amount} currency={price.currency} />,
    },
    { accessor: 'currency', title: t('fields.currency') },
    dateColumn('createdUtc', t('fields.createdOn')),
  ];
  return <DataTable {...table} columns={columns} minWidth={inventoryNames ? 560 : 420} />;
}
