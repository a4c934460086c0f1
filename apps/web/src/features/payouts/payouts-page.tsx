import { canCancelPayout, type Payout, type PayoutSide } from '@gas/shared';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../components/amount-input.tsx';
import { CsvButton } from '../../components/csv-button.tsx';
import { DataTable, type DataTableColumn, queryTableProps } from '../../components/data-table.tsx';
import { DialogForm, FormDialog } from '../../components/form-dialog.tsx';
import { MonthlyStatements } from '../../components/monthly-statements.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { currencyChoices } from '../../lib/currencies.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useCancelPayout } from './api/cancel-payout.ts';
import { usePayoutAccounts } from './api/get-payout-accounts.ts';
import { usePayouts } from './api/get-payouts.ts';
import { useRequestPayout } from './api/request-payout.ts';
import { payoutColumns } from './payout-columns.tsx';
import { payoutFormSchema } from './schemas.ts';

/** The request dialog: amount, currency and one of the party's bank accounts ready for payouts. */
function RequestPayoutForm({ side }: { side: PayoutSide }) {
  const { t } = useTranslation('payouts');
  const form = useSchemaForm(payoutFormSchema, { amount: '', currency: 'NGN', payoutAccountId: '' });
  const accounts = usePayoutAccounts();
  const request = useRequestPayout();
  const key = useRef(newIdempotencyKey());
  const currency = form.inputProps('currency').value;
  const choices = (accounts.data ?? [])
    .filter((account) => account.currency === currency)
    .map((account) => ({
      value: account.id,
      label: t('account', {
        bank: account.bankName,
        number: account.accountNumber,
        name: account.accountName,
      }),
    }));
  return (
    <DialogForm
      form={form}
      submit={(values) => request.mutateAsync({ ...values, idempotencyKey: key.current })}
      onSuccess={() => {
        key.current = newIdempotencyKey();
      }}
      submitLabel={t(`${side}.button`)}
      successMessage={t(`${side}.requested`)}
    >
      <Text size="sm" c="var(--app-muted)">
        {t(`${side}.intro`)}
      </Text>
      <NativeSelect
        {...form.inputProps('currency')}
        label={t('fields.currency')}
        data={currencyChoices}
        withAsterisk
      />
      <AmountInput
        {...form.numberInputProps('amount')}
        label={t('fields.amount')}
        withAsterisk
        data-autofocus
      />
      <NativeSelect
        {...form.inputProps('payoutAccountId')}
        label={t('fields.bankAccount')}
        withAsterisk
        data={[
          { value: '', label: choices.length ? t('fields.chooseAccount') : t('fields.noAccount') },
          ...choices,
        ]}
      />
    </DialogForm>
  );
}

function CancelForm({ payout, side }: { payout: Payout; side: PayoutSide }) {
  const { t } = useTranslation('payouts');
  const cancel = useCancelPayout();
  return (
    <DialogForm
      submit={() => cancel.mutateAsync(payout.id)}
      submitLabel={t(`${side}.cancelTitle`)}
      successMessage={t('cancelled', { reference: payout.reference })}
      color="red"
    >
      <Text>{t('cancelExplanation', { reference: payout.reference, amount: payout.amountString })}</Text>
    </DialogForm>
  );
}

/** The row's Cancel, while its payout can be: asks the page to open the confirmation. */
function CancelButton({ payout, onCancel }: { payout: Payout; onCancel: () => void }) {
  const { t } = useTranslation('payouts');
  if (!canCancelPayout(payout)) return null;
  return (
    <Button
      size="xs"
      variant="subtle"
      color="red"
      onClick={onCancel}
      aria-label={t('cancelLabel', { reference: payout.reference })}
    >
      {t('cancel')}
    </Button>
  );
}

/**
 * /supplier/payouts and /offtaker/withdrawals: the party's payouts (withdrawals) with their
 * statuses, the request dialog, cancel while Requested, and CSV.
 */
/**
 * A party's payouts (supplier) or withdrawals (offtaker), with `wallet` (its balances, given by the
 * route: features do not import one another) above them, so what can be asked for is in sight.
 */
export function PayoutsPage({ side, wallet }: { side: PayoutSide; wallet?: ReactNode }) {
  const { t } = useTranslation('payouts');
  usePageTitle(t(`${side}.title`));
  const payouts = usePayouts();
  const [isRequesting, requesting] = useDisclosure(false);
  // The payout being cancelled: its confirmation lives here, not in the row, so a cancellation
  // that moves the payout to another page of the list (or off it) still shows its outcome.
  const [cancelling, setCancelling] = useState<Payout | null>(null);
  const columns: DataTableColumn<Payout>[] = [
    ...payoutColumns(t),
    {
      accessor: 'actions',
      title: t('columns.actions'),
      render: (payout) => <CancelButton payout={payout} onCancel={() => setCancelling(payout)} />,
    },
  ];
  return (
    <Stack gap="lg">
      <PageHeading
        title={t(`${side}.title`)}
        description={t(`${side}.description`)}
        action={
          <Group gap="sm">
            <CsvButton href="/api/payouts.csv" />
            <Button onClick={requesting.open}>{t(`${side}.button`)}</Button>
          </Group>
        }
      />
      {wallet}
      <DataTable label={t(`${side}.title`)} columns={columns} {...queryTableProps(payouts)} minWidth={820} />
      {/* The settlement wallet's monthly PDF statements (the offtaker's are on its Statement tab). */}
      {side === 'supplier' && <MonthlyStatements />}
      <FormDialog opened={isRequesting} onClose={requesting.close} title={t(`${side}.button`)}>
        <RequestPayoutForm side={side} />
      </FormDialog>
      <FormDialog
        opened={cancelling !== null}
        onClose={() => setCancelling(null)}
        title={t(`${side}.cancelTitle`)}
        size="sm"
      >
        {cancelling && <CancelForm payout={cancelling} side={side} />}
      </FormDialog>
    </Stack>
  );
}

export const SupplierPayoutsPage = ({ wallet }: { wallet?: ReactNode }) => (
  <PayoutsPage side="supplier" wallet={wallet} />
);
export const OfftakerWithdrawalsPage = ({ wallet }: { wallet?: ReactNode }) => (
  <PayoutsPage side="offtaker" wallet={wallet} />
);
