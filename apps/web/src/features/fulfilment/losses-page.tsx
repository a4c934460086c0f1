import { type FulfilmentLoss, resolveLossRequestSchema } from '@gas/shared';
import { Button, Stack, Text, Textarea, VisuallyHidden } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateColumn, referenceColumn } from '../../components/columns.tsx';
import { DataTable, type DataTableColumn, queryTableProps } from '../../components/data-table.tsx';
import { DialogForm, FormDialog } from '../../components/form-dialog.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { paths } from '../../config/paths.ts';
import { quantityWithUnit } from '../../lib/quantities.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useLosses } from './api/get-losses.ts';
import { useResolveLoss } from './api/resolve-loss.ts';

// /admin/losses: the gas settlement found missing (loaded and not delivered, or delivered and
// refused). It left the inventory and nobody paid for it; an operator finds out what happened
// (an insurer's claim, a recovery, a write-off) and closes each with a note, once.

type FulfilmentT = TFunction<'fulfilment'>;

/** "950 Liters of CNG lost in transit (SL-…, Kano)": the loss in one line. */
const what = (t: FulfilmentT, loss: FulfilmentLoss) =>
  t(`losses.what.${loss.kind}`, {
    quantity: quantityWithUnit(loss.quantity, loss.unit),
    product: loss.product.name,
    reference: loss.reference,
    hub: loss.hub.name,
  });

function ResolveLossForm({ loss }: { loss: FulfilmentLoss }) {
  const { t } = useTranslation('fulfilment');
  const form = useSchemaForm(resolveLossRequestSchema, { note: '' });
  const resolve = useResolveLoss();
  return (
    <DialogForm
      form={form}
      submit={(values) => resolve.mutateAsync({ id: loss.id, ...values })}
      submitLabel={t('losses.submit')}
      successMessage={t(`losses.resolved.${loss.kind}`, { reference: loss.reference })}
    >
      <Text>{t('losses.explanation', { what: what(t, loss) })}</Text>
      <Textarea
        {...form.inputProps('note')}
        label={t('losses.note')}
        withAsterisk
        minRows={3}
        data-autofocus
      />
    </DialogForm>
  );
}

/** The dialog's name, and the row's button's: "Resolve the transit loss on SL-…". */
const resolveName = (t: FulfilmentT, loss: FulfilmentLoss) =>
  t(`losses.resolveOf.${loss.kind}`, { reference: loss.reference });

/** The row's Resolve, while its loss is open: asks the page to open the dialog. */
function ResolveButton({ loss, onResolve }: { loss: FulfilmentLoss; onResolve: () => void }) {
  const { t } = useTranslation('fulfilment');
  if (loss.resolvedUtc !== null) return null;
  return (
    <Button size="compact-sm" onClick={onResolve} aria-label={resolveName(t, loss)}>
      {t('losses.resolve')}
    </Button>
  );
}

function lossColumns(
  t: FulfilmentT,
  onResolve: (loss: FulfilmentLoss) => void,
): DataTableColumn<FulfilmentLoss>[] {
  return [
    referenceColumn((loss) => paths.admin.sale.href(loss.saleId)),
    {
      accessor: 'status',
      title: t('losses.columns.status'),
      card: 'badge',
      render: (loss) => <StatusBadge status={loss.resolvedUtc ? 'Resolved' : 'Open'} miw="max-content" />,
    },
    {
      accessor: 'kind',
      title: t('losses.columns.kind'),
      cardOrder: 0,
      render: (loss) => t(`losses.kinds.${loss.kind}`),
    },
    {
      accessor: 'quantity',
      title: t('losses.columns.quantity'),
      textAlign: 'right',
      noWrap: true,
      cardOrder: 1,
      render: (loss) => <span className="tabular">{quantityWithUnit(loss.quantity, loss.unit)}</span>,
    },
    { accessor: 'product.name', title: t('losses.columns.product') },
    { accessor: 'hub.name', title: t('losses.columns.hub') },
    dateColumn('occurredUtc', t('losses.columns.recorded')),
    {
      accessor: 'resolutionNote',
      title: t('losses.columns.resolution'),
      render: (loss) =>
        loss.resolvedUtc ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {loss.resolutionNote}
          </Text>
        ) : null,
    },
    {
      accessor: 'actions',
      title: <VisuallyHidden>{t('losses.columns.actions')}</VisuallyHidden>,
      textAlign: 'right',
      card: 'actions',
      render: (loss) => <ResolveButton loss={loss} onResolve={() => onResolve(loss)} />,
    },
  ];
}

/** /admin/losses: gas lost in transit or refused at delivery, open ones first, to resolve. */
export function LossesPage() {
  const { t } = useTranslation('fulfilment');
  usePageTitle(t('losses.title'));
  const losses = useLosses();
  // The loss being resolved: the dialog lives here, not in the row, so a loss that leaves the
  // list (or moves to another page of it) once resolved still shows the outcome.
  const [resolving, setResolving] = useState<FulfilmentLoss | null>(null);
  const columns = useMemo(() => lossColumns(t, setResolving), [t]);
  const open = losses.data?.filter((loss) => loss.resolvedUtc === null).length;
  const openText =
    open === undefined ? '' : ` ${open === 0 ? t('losses.noneOpen') : t('losses.someOpen', { open })}`;
  return (
    <Stack gap="lg">
      <PageHeading
        title={t('losses.title')}
        description={`${t('losses.description')}${openText}`}
        descriptionSize="md"
      />
      <DataTable label={t('losses.title')} columns={columns} {...queryTableProps(losses)} minWidth={900} />
      <FormDialog
        opened={resolving !== null}
        onClose={() => setResolving(null)}
        title={resolving ? resolveName(t, resolving) : ''}
      >
        {resolving && <ResolveLossForm loss={resolving} />}
      </FormDialog>
    </Stack>
  );
}
