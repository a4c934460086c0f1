import { type Payout, payoutPaymentSchema, payoutRejectionSchema } from '@gas/shared';
import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvButton } from '../../components/csv-button.tsx';
import { DataTable, type DataTableColumn, queryTableProps } from '../../components/data-table.tsx';
import { DialogForm, FormDialog } from '../../components/form-dialog.tsx';
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

function ApproveForm({ payout }: { payout: Payout }) {
  const { t } = useTranslation('payouts');
  const approve = useApprovePayout();
  return (
    <DialogForm
      submit={() => approve.mutateAsync(payout.id)}
      submitLabel={t('admin.approve')}
      successMessage={t('admin.approved', { reference: payout.reference })}
    >
      <Text>
        {t('admin.approveExplanation', {
          reference: payout.reference,
          amount: payout.amountString,
          party: payout.party.name,
          bank: payout.account.bankName,
          number: payout.account.accountNumber,
        })}
      </Text>
    </DialogForm>
  );
}

type PayoutAction = 'approve' | 'reject' | 'pay';

const dialogTitles = {
  approve: 'admin.approveTitle',
  reject: 'admin.rejectTitle',
  pay: 'admin.markPaidTitle',
} as const;

/** The dialog's form for one action on one payout. */
function ActionForm({ payout, action }: { payout: Payout; action: PayoutAction }) {
  if (action === 'approve') return <ApproveForm payout={payout} />;
  if (action === 'reject') return <RejectForm payout={payout} />;
  return <PaidForm payout={payout} />;
}

/** The row's buttons: each asks the page to open its dialog. */
function Actions({ payout, onAct }: { payout: Payout; onAct: (action: PayoutAction) => void }) {
  const { t } = useTranslation('payouts');
  const isOpen = payout.status === 'Requested' || payout.status === 'Approved';
  return (
    <Group gap="xs" wrap="wrap">
      {payout.status === 'Requested' && (
        <Button
          size="xs"
          onClick={() => onAct('approve')}
          aria-label={t('admin.approveLabel', { reference: payout.reference })}
        >
          {t('admin.approve')}
        </Button>
      )}
      {payout.status === 'Approved' && (
        <Button
          size="xs"
          onClick={() => onAct('pay')}
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
          onClick={() => onAct('reject')}
          aria-label={t('admin.rejectLabel', { reference: payout.reference })}
        >
          {t('admin.reject')}
        </Button>
      )}
    </Group>
  );
}

const columns = (
  t: TFunction<'payouts'>,
  onAct: (payout: Payout, action: PayoutAction) => void,
): DataTableColumn<Payout>[] => {
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
    {
      accessor: 'actions',
      title: t('columns.actions'),
      render: (payout) => <Actions payout={payout} onAct={(action) => onAct(payout, action)} />,
    },
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
  // The payout acted on, as it was when its button was pressed: the dialog lives here, not in
  // the row, so an approval, rejection or payment that moves the payout to another page of the
  // list (or off it) still shows its outcome.
  const [acting, setActing] = useState<{ payout: Payout; action: PayoutAction } | null>(null);
  return (
    <Stack gap="lg">
      <PageHeading
        title={t('admin.title')}
        description={t('admin.description')}
        action={<CsvButton href="/api/payouts.csv" />}
      />
      <DataTable
        label={t('admin.title')}
        columns={columns(t, (payout, action) => setActing({ payout, action }))}
        {...queryTableProps(payouts)}
        minWidth={1100}
        // Ten columns are wider than 1366 px beside the menu: the buttons stay in view.
        pinLastColumn
      />
      <FormDialog
        opened={acting !== null}
        onClose={() => setActing(null)}
        title={acting ? t(dialogTitles[acting.action]) : ''}
        size={acting?.action === 'approve' ? 'sm' : 'md'}
      >
        {acting && <ActionForm payout={acting.payout} action={acting.action} />}
      </FormDialog>
    </Stack>
  );
}
