import { type FulfilmentLoss, type FulfilmentLossKind, resolveLossRequestSchema } from '@gas/shared';
import { Button, Stack, Text, Textarea, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
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

export const lossKindLabels: Record<FulfilmentLossKind, string> = {
  transit: 'Lost in transit',
  refused: 'Refused at delivery',
};

/** How a dialog and its button name one loss (a sale may have one of each kind). */
const lossName = (loss: FulfilmentLoss) =>
  `the ${loss.kind === 'transit' ? 'transit loss' : 'refused gas'} on ${loss.reference}`;

const what = (loss: FulfilmentLoss) =>
  `${quantityWithUnit(loss.quantity, loss.unit)} of ${loss.product.name} ${lossKindLabels[loss.kind].toLowerCase()} (${loss.reference}, ${loss.hub.name})`;

function ResolveLossForm({ loss }: { loss: FulfilmentLoss }) {
  const form = useSchemaForm(resolveLossRequestSchema, { note: '' });
  const resolve = useResolveLoss();
  return (
    <DialogForm
      form={form}
      submit={(values) => resolve.mutateAsync({ id: loss.id, ...values })}
      submitLabel="Resolve loss"
      successMessage={`Resolved: ${lossName(loss)} is closed.`}
    >
      <Text>
        {what(loss)}. Say what was done about it (an insurer&apos;s claim, a recovery, a write-off): the note
        is kept with the loss and in the audit trail, and the loss cannot be reopened.
      </Text>
      <Textarea {...form.inputProps('note')} label="Note" withAsterisk minRows={3} data-autofocus />
    </DialogForm>
  );
}

function ResolveButton({ loss }: { loss: FulfilmentLoss }) {
  const [isOpen, dialog] = useDisclosure(false);
  // The dialog stays mounted once the loss is closed (the list refreshes behind it), so the
  // operator sees the success before it closes; only the button goes.
  return (
    <>
      {loss.resolvedUtc === null && (
        <Button size="compact-sm" onClick={dialog.open} aria-label={`Resolve ${lossName(loss)}`}>
          Resolve
        </Button>
      )}
      <FormDialog opened={isOpen} onClose={dialog.close} title={`Resolve ${lossName(loss)}`}>
        <ResolveLossForm loss={loss} />
      </FormDialog>
    </>
  );
}

const columns: DataTableColumn<FulfilmentLoss>[] = [
  referenceColumn((loss) => paths.admin.sale.href(loss.saleId)),
  {
    accessor: 'status',
    title: 'Status',
    card: 'badge',
    render: (loss) => <StatusBadge status={loss.resolvedUtc ? 'Resolved' : 'Open'} miw="max-content" />,
  },
  { accessor: 'kind', title: 'Kind', cardOrder: 0, render: (loss) => lossKindLabels[loss.kind] },
  {
    accessor: 'quantity',
    title: 'Quantity',
    textAlign: 'right',
    noWrap: true,
    cardOrder: 1,
    render: (loss) => <span className="tabular">{quantityWithUnit(loss.quantity, loss.unit)}</span>,
  },
  { accessor: 'product.name', title: 'Product' },
  { accessor: 'hub.name', title: 'Hub' },
  dateColumn('occurredUtc', 'Recorded'),
  {
    accessor: 'resolutionNote',
    title: 'Resolution',
    render: (loss) =>
      loss.resolvedUtc ? (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {loss.resolutionNote}
        </Text>
      ) : null,
  },
  {
    accessor: 'actions',
    title: <VisuallyHidden>Actions</VisuallyHidden>,
    textAlign: 'right',
    card: 'field',
    render: (loss) => <ResolveButton loss={loss} />,
  },
];

/** /admin/losses: gas lost in transit or refused at delivery, open ones first, to resolve. */
export function LossesPage() {
  usePageTitle('Losses');
  const losses = useLosses();
  const open = losses.data?.filter((loss) => loss.resolvedUtc === null).length;
  return (
    <Stack gap="lg">
      <PageHeading
        title="Losses"
        description={`Gas loaded but not delivered, or delivered and refused by the buyer: it left the inventory and nobody paid for it. Find out what happened and resolve each with a note.${
          open === undefined ? '' : ` ${open === 0 ? 'None is open.' : `${open} open.`}`
        }`}
        descriptionSize="md"
      />
      <DataTable label="Losses" columns={columns} {...queryTableProps(losses)} minWidth={900} />
    </Stack>
  );
}
