import { formatMoney, type LogisticsFee } from '@gas/shared';
import { Button, Group, Stack, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateColumn } from '../../components/columns.tsx';
import { DataTable, type DataTableColumn, queryTableProps } from '../../components/data-table.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { unitSingular } from '../../lib/quantities.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useLogisticsFees } from './api/get-logistics-fees.ts';
import {
  DeleteLogisticsFeeDialog,
  EditLogisticsFeeDialog,
  NewLogisticsFeeDialog,
  routeName,
} from './logistics-fee-form.tsx';

/** /admin/logistics-fees: the fee per litre delivered, per hub, destination state and currency. */
export function LogisticsFeesPage() {
  const { t } = useTranslation('logistics-fees');
  usePageTitle(t('title'));
  const route = (fee: LogisticsFee) => ({ route: routeName(t, fee) });
  const fees = useLogisticsFees();
  const [isCreating, creating] = useDisclosure(false);
  const [isEditing, editing] = useDisclosure(false);
  const [isDeleting, deleting] = useDisclosure(false);
  // Kept after a dialog closes so its content stays while it animates out.
  const [chosen, setChosen] = useState<LogisticsFee | null>(null);
  const [notice, setNotice] = useState('');

  const choose = (fee: LogisticsFee, open: () => void) => {
    setNotice('');
    setChosen(fee);
    open();
  };

  const columns: DataTableColumn<LogisticsFee>[] = [
    {
      accessor: 'route',
      title: t('columns.route'),
      card: 'title',
      render: (fee) => `${fee.hub.name} → ${fee.state}`,
    },
    { accessor: 'hub.name', title: t('columns.hub'), card: 'hidden' },
    { accessor: 'state', title: t('columns.state'), card: 'hidden' },
    { accessor: 'currency', title: t('columns.currency'), cardOrder: 1 },
    {
      accessor: 'feePerUnitString',
      title: t('columns.feePerUnit'),
      textAlign: 'right',
      cardOrder: 0,
      // '₦2.50 / Liter' as the server's feePerUnitString, the unit in the reader's language.
      render: (fee) => (
        <span className="tabular">{`${formatMoney(fee.feePerUnit, fee.currency)} / ${unitSingular('Liters')}`}</span>
      ),
    },
    dateColumn<LogisticsFee, 'updatedUtc'>('updatedUtc', t('columns.updatedOn')),
    {
      accessor: 'actions',
      title: <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>,
      textAlign: 'right',
      card: 'actions',
      render: (fee) => (
        <Group gap={4} justify="flex-end" wrap="wrap">
          <Button
            size="compact-sm"
            variant="subtle"
            aria-label={t('editOf', route(fee))}
            onClick={() => choose(fee, editing.open)}
          >
            {t('edit')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            aria-label={t('deleteOf', route(fee))}
            onClick={() => choose(fee, deleting.open)}
          >
            {t('delete')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeading
        title={t('title')}
        description={t('description')}
        descriptionSize="md"
        action={<Button onClick={creating.open}>{t('newFee')}</Button>}
      />
      <VisuallyHidden role="status" aria-live="polite">
        {notice}
      </VisuallyHidden>
      <DataTable label={t('title')} columns={columns} {...queryTableProps(fees)} minWidth={640} />
      <NewLogisticsFeeDialog opened={isCreating} onClose={creating.close} />
      <EditLogisticsFeeDialog fee={chosen} opened={isEditing} onClose={editing.close} />
      <DeleteLogisticsFeeDialog
        fee={chosen}
        opened={isDeleting}
        onClose={deleting.close}
        onDeleted={(fee) => setNotice(t('deleted', route(fee)))}
      />
    </Stack>
  );
}
