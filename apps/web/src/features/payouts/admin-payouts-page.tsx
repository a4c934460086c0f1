import { type Payout, payoutPaymentSchema, payoutRejectionSchema } from '@gas/shared';
import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('payouts');
  const form = useSchemaForm(payoutRejectionSchema, { reason: '' });
  const reject = useRejectPayout();
  return (
    <DialogForm
      form={form}
      submit={(values) => reject.mutateAsync({ id: payout.id, ...values })}
      submitLabel={t('admin.reject')}
      successMessage={t('admin.rejected', { reference: payout.reference, party: payout.party.name })}
      color="red"
    >
      <Text>
        {t('admin.rejectText', {
          reference: payout.reference,
          amount: payout.amountString,
          party: payout.party.name,
        })}
      </Text>
      <Textarea {...form.inputProps('reason')} label={t('fields.reason')} withAsterisk autosize minRows={2} />
    </DialogForm>
  );
}

function PaidForm({ payout }: { payout: Payout }) {
  const { t } = useTranslation('payouts');
  const form = useSchemaForm(payoutPaymentSchema, { bankReference: '' });
  const pay = useMarkPayoutPaid();
  return (
    <DialogForm
      form={form}
      submit={(values) => pay.mutateAsync({ id: payout.id, ...values })}
      submitLabel={t('admin.markPaid')}
      successMessage={t('admin.paid', { reference: payout.reference })}
    >
      <Text>
        {t('admin.paidText', {
          amount: payout.amountString,
          bank: payout.account.bankName,
          number: payout.account.accountNumber,
          name: payout.account.accountName,
        })}
      </Text>
      <TextInput {...form.inputProps('bankReference')} label={t('fields.bankReference')} withAsterisk />
    </DialogForm>
  );
}

function Actions({ payout }: { payout: Payout }) {
  const { t } = useTranslation('payouts');
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
        <Button
          size="xs"
          onClick={approving.open}
          aria-label={t('admin.approveLabel', { reference: payout.reference })}
        >
          {t('admin.approve')}
        </Button>
      )}
      {payout.status === 'Approved' && (
        <Button
          size="xs"
          onClick={paying.open}
          aria-label={t('admin.markPaidLabel', { reference: payout.reference })}
        >
          {t('admin.markPaid')}
        </Button>
      )}
      {isOpen && (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          onClick={rejecting.open}
          aria-label={t('admin.rejectLabel', { reference: payout.reference })}
        >
          {t('admin.reject')}
        </Button>
      )}
      <ConfirmDialog
        opened={isApproving}
        onClose={approving.close}
        submit={() => approve.mutateAsync(payout.id)}
        text={{
          title: t('admin.approveTitle'),
          explanation: t('admin.approveExplanation', {
            reference: payout.reference,
            amount: payout.amountString,
            party: payout.party.name,
            bank: payout.account.bankName,
            number: payout.account.accountNumber,
          }),
          submitLabel: t('admin.approve'),
          successMessage: t('admin.approved', { reference: payout.reference }),
        }}
      />
      <FormDialog opened={isRejecting} onClose={rejecting.close} title={t('admin.rejectTitle')}>
        <RejectForm payout={payout} />
      </FormDialog>
      <FormDialog opened={isPaying} onClose={paying.close} title={t('admin.markPaidTitle')}>
        <PaidForm payout={payout} />
      </FormDialog>
    </Group>
  );
}

const columns = (t: TFunction<'payouts'>): DataTableColumn<Payout>[] => {
  const [reference, ...rest] = payoutColumns(t);
  return [
    reference!,
    { accessor: 'party', title: t('columns.party'), render: (payout) => payout.party.name },
    { accessor: 'side', title: t('columns.kind'), render: (payout) => t(`kinds.${payout.side}`) },
    ...rest,
    {
      accessor: 'approvedBy',
      title: t('columns.approvedBy'),
      render: (payout) => payout.approvedBy?.name ?? '',
    },
    { accessor: 'actions', title: t('columns.actions'), render: (payout) => <Actions payout={payout} /> },
  ];
};

/**
 * /admin/payouts: every payout and withdrawal, Requested and Approved first; approve, reject with
 * a reason, mark paid with the bank reference (above the threshold by another operator); CSV.
 */
export function AdminPayoutsPage() {
  const { t } = useTranslation('payouts');
  usePageTitle(t('admin.title'));
  const payouts = usePayouts();
  return (
    <Stack gap="lg">
      <PageHeading
        title={t('admin.title')}
        description={t('admin.description')}
        action={<CsvButton href="/api/payouts.csv" />}
      />
      <DataTable
        label={t('admin.title')}
        columns={columns(t)}
        {...queryTableProps(payouts)}
        minWidth={1100}
      />
    </Stack>
  );
}
