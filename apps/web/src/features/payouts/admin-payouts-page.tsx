import { type Payout, payoutPaymentSchema, payoutRejectionSchema } from '@gas/shared';
import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { CsvButton } from '../../components/csv-button.tsx';
import { DataTable, type DataTableColumn, queryTableProps } from '../../components/data-table.tsx';
import { ConfirmDialog, DialogForm, FormDialog } from '../../components/form-dialog.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useApprovePayout } from './api/approve-payout.ts';
import { usePayouts } from './api/get-payouts.ts';
import { useMarkPayoutPaid } from './api/mark-payout-paid.ts';
import { useRejectPayout } from './api/reject-payout.ts';
import { payoutColumns } from './payout-columns.tsx';

function RejectForm({ payout }: { payout: Payout }) {
  const form = useSchemaForm(payoutRejectionSchema, { reason: '' });
  const reject = useRejectPayout();
  return (
    <DialogForm
      form={form}
      submit={(values) => reject.mutateAsync({ id: payout.id, ...values })}
      submitLabel="Reject"
      successMessage={`${payout.reference} was rejected and the amount released to ${payout.party.name}.`}
      color="red"
    >
      <Text>
        {payout.reference}: {payout.amountString} to {payout.party.name}
      </Text>
      <Textarea {...form.inputProps('reason')} label="Reason" withAsterisk autosize minRows={2} />
    </DialogForm>
  );
}

function PaidForm({ payout }: { payout: Payout }) {
  const form = useSchemaForm(payoutPaymentSchema, { bankReference: '' });
  const pay = useMarkPayoutPaid();
  return (
    <DialogForm
      form={form}
      submit={(values) => pay.mutateAsync({ id: payout.id, ...values })}
      submitLabel="Mark paid"
      successMessage={`${payout.reference} was marked paid.`}
    >
      <Text>
        Send {payout.amountString} to {payout.account.bankName} {payout.account.accountNumber} (
        {payout.account.accountName}), then record the transfer's reference.
      </Text>
      <TextInput {...form.inputProps('bankReference')} label="Bank reference" withAsterisk />
    </DialogForm>
  );
}

function Actions({ payout }: { payout: Payout }) {
  const [isApproving, approving] = useDisclosure(false);
  const [isRejecting, rejecting] = useDisclosure(false);
  const [isPaying, paying] = useDisclosure(false);
  const approve = useApprovePayout();
  // The dialogs stay mounted once the payout moves on (the list refreshes behind them), so the
  // operator sees the success before the dialog closes.
  const isOpen = payout.status === 'Requested' || payout.status === 'Approved';
  return (
    <Group gap="xs" wrap="nowrap">
      {payout.status === 'Requested' && (
        <Button size="xs" onClick={approving.open} aria-label={`Approve ${payout.reference}`}>
          Approve
        </Button>
      )}
      {payout.status === 'Approved' && (
        <Button size="xs" onClick={paying.open} aria-label={`Mark ${payout.reference} paid`}>
          Mark paid
        </Button>
      )}
      {isOpen && (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          onClick={rejecting.open}
          aria-label={`Reject ${payout.reference}`}
        >
          Reject
        </Button>
      )}
      <ConfirmDialog
        opened={isApproving}
        onClose={approving.close}
        submit={() => approve.mutateAsync(payout.id)}
        text={{
          title: 'Approve payout',
          explanation: `${payout.reference}: ${payout.amountString} to ${payout.party.name}, ${payout.account.bankName} ${payout.account.accountNumber}.`,
          submitLabel: 'Approve',
          successMessage: `${payout.reference} was approved.`,
        }}
      />
      <FormDialog opened={isRejecting} onClose={rejecting.close} title="Reject payout">
        <RejectForm payout={payout} />
      </FormDialog>
      <FormDialog opened={isPaying} onClose={paying.close} title="Mark payout paid">
        <PaidForm payout={payout} />
      </FormDialog>
    </Group>
  );
}

const columns: DataTableColumn<Payout>[] = [
  payoutColumns[0]!,
  { accessor: 'party', title: 'Party', render: (payout) => payout.party.name },
  {
    accessor: 'side',
    title: 'Kind',
    render: (payout) => (payout.side === 'supplier' ? 'Payout' : 'Withdrawal'),
  },
  ...payoutColumns.slice(1),
  { accessor: 'approvedBy', title: 'Approved by', render: (payout) => payout.approvedBy?.name ?? '' },
  { accessor: 'actions', title: 'Actions', render: (payout) => <Actions payout={payout} /> },
];

/**
 * /admin/payouts: every payout and withdrawal, Requested and Approved first; approve, reject with
 * a reason, mark paid with the bank reference (above the threshold by another operator); CSV.
 */
export function AdminPayoutsPage() {
  usePageTitle('Payouts');
  const payouts = usePayouts();
  return (
    <Stack gap="lg">
      <PageHeading
        title="Payouts"
        description="Suppliers' payouts and offtakers' withdrawals: open requests first. Above the dual-control threshold, the operator who approves is not the one who marks paid."
        action={<CsvButton href="/api/payouts.csv" />}
      />
      <DataTable label="Payouts" columns={columns} {...queryTableProps(payouts)} minWidth={1100} />
    </Stack>
  );
}
