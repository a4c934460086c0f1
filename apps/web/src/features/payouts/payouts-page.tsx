import { canCancelPayout, type Payout, type PayoutSide } from '@gas/shared';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useRef } from 'react';
import { AmountInput } from '../../components/amount-input.tsx';
import { CsvButton } from '../../components/csv-button.tsx';
import { DataTable, type DataTableColumn, queryTableProps } from '../../components/data-table.tsx';
import { ConfirmDialog, DialogForm, FormDialog } from '../../components/form-dialog.tsx';
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

const words = {
  supplier: { title: 'Payouts', one: 'payout', button: 'Request payout', from: 'your settlement wallet' },
  offtaker: { title: 'Withdrawals', one: 'withdrawal', button: 'Request withdrawal', from: 'your wallet' },
} as const;

/** The request dialog: amount, currency and one of the party's bank accounts ready for payouts. */
function RequestPayoutForm({ side }: { side: PayoutSide }) {
  const form = useSchemaForm(payoutFormSchema, { amount: '', currency: 'NGN', payoutAccountId: '' });
  const accounts = usePayoutAccounts();
  const request = useRequestPayout();
  const key = useRef(newIdempotencyKey());
  const currency = form.inputProps('currency').value;
  const choices = (accounts.data ?? [])
    .filter((account) => account.currency === currency)
    .map((account) => ({
      value: account.id,
      label: `${account.bankName} ${account.accountNumber} (${account.accountName})`,
    }));
  return (
    <DialogForm
      form={form}
      submit={(values) => request.mutateAsync({ ...values, idempotencyKey: key.current })}
      onSuccess={() => {
        key.current = newIdempotencyKey();
      }}
      submitLabel={words[side].button}
      successMessage={`Your ${words[side].one} was requested. The amount is held until it is paid.`}
    >
      <Text size="sm" c="var(--app-muted)">
        The amount is taken from {words[side].from} at once and held until an operator pays it to the account
        you choose. Accounts added or changed recently can receive payouts once their waiting period is over.
      </Text>
      <NativeSelect {...form.inputProps('currency')} label="Currency" data={currencyChoices} withAsterisk />
      <AmountInput {...form.numberInputProps('amount')} label="Amount" withAsterisk data-autofocus />
      <NativeSelect
        {...form.inputProps('payoutAccountId')}
        label="Bank account"
        withAsterisk
        data={[
          { value: '', label: choices.length ? 'Choose an account' : 'No bank account in this currency' },
          ...choices,
        ]}
      />
    </DialogForm>
  );
}

function CancelButton({ payout, side }: { payout: Payout; side: PayoutSide }) {
  const [isOpen, dialog] = useDisclosure(false);
  const cancel = useCancelPayout();
  return (
    <>
      {canCancelPayout(payout) && (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          onClick={dialog.open}
          aria-label={`Cancel ${payout.reference}`}
        >
          Cancel
        </Button>
      )}
      <ConfirmDialog
        opened={isOpen}
        onClose={dialog.close}
        isDestructive
        submit={() => cancel.mutateAsync(payout.id)}
        text={{
          title: `Cancel ${words[side].one}`,
          explanation: `${payout.reference} (${payout.amountString}) will be cancelled and the amount released to your wallet.`,
          submitLabel: `Cancel ${words[side].one}`,
          successMessage: `${payout.reference} was cancelled.`,
        }}
      />
    </>
  );
}

/**
 * /supplier/payouts and /offtaker/withdrawals: the party's payouts (withdrawals) with their
 * statuses, the request dialog, cancel while Requested, and CSV.
 */
export function PayoutsPage({ side }: { side: PayoutSide }) {
  usePageTitle(words[side].title);
  const payouts = usePayouts();
  const [isRequesting, requesting] = useDisclosure(false);
  const columns: DataTableColumn<Payout>[] = [
    ...payoutColumns,
    {
      accessor: 'actions',
      title: 'Actions',
      // The dialog stays mounted once cancelled, so the success shows before it closes.
      render: (payout) => <CancelButton payout={payout} side={side} />,
    },
  ];
  return (
    <Stack gap="lg">
      <PageHeading
        title={words[side].title}
        description={`Money paid from ${words[side].from} to your bank account: open requests first.`}
        action={
          <Group gap="sm">
            <CsvButton href="/api/payouts.csv" />
            <Button onClick={requesting.open}>{words[side].button}</Button>
          </Group>
        }
      />
      <DataTable label={words[side].title} columns={columns} {...queryTableProps(payouts)} minWidth={820} />
      {/* The settlement wallet's monthly PDF statements (the offtaker's are on its Statement tab). */}
      {side === 'supplier' && <MonthlyStatements />}
      <FormDialog opened={isRequesting} onClose={requesting.close} title={words[side].button}>
        <RequestPayoutForm side={side} />
      </FormDialog>
    </Stack>
  );
}

export const SupplierPayoutsPage = () => <PayoutsPage side="supplier" />;
export const OfftakerWithdrawalsPage = () => <PayoutsPage side="offtaker" />;
