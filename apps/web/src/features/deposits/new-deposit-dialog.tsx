import { type Currency, currencySymbols, maxReceiptBytes, receiptAccept } from '@gas/shared';
import { NativeSelect, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../components/amount-input.tsx';
import { FileInput } from '../../components/file-input.tsx';
import { DialogForm, type DialogFormState, FormDialog } from '../../components/form-dialog.tsx';
import { ApiError } from '../../lib/api.ts';
import { currencyChoices, currencyWord, isCurrency } from '../../lib/currencies.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { translateValidationMessage } from '../../lib/validation-messages.ts';
import { useCreateDeposit } from './api/create-deposit.ts';
import { type NewDeposit, newDepositSchema, receiptProblem } from './schemas.ts';
import { TransferInstructions } from './transfer-instructions.tsx';

type DepositValues = NewDeposit & { receipt: File };

/** The receipt's size limit as the hint says it: 10 (MB). */
const maxReceiptMegabytes = maxReceiptBytes / (1024 * 1024);

function signatureOf(values: DepositValues): string {
  const { receipt } = values;
  return [values.amount, values.currency, receipt.name, receipt.size, receipt.lastModified].join('|');
}

/** Labels the amount in the chosen currency: "Amount (₦)" for naira (spec section 9), "Amount ($)" for dollars. */
export function amountLabel(currency: string, t: TFunction<'deposits'>): string {
  return isCurrency(currency)
    ? t('fields.amountIn', { symbol: currencySymbols[currency] })
    : t('fields.amount');
}

function NewDepositForm({ currency: initialCurrency }: { currency: Currency }) {
  const { t } = useTranslation('deposits');
  const { t: tValidation } = useTranslation('validation');
  const form = useSchemaForm(newDepositSchema, { currency: initialCurrency as string, amount: '' });
  const [receipt, setReceipt] = useState<File | null>(null);
  const [receiptError, setReceiptError] = useState<string | undefined>();
  const createDeposit = useCreateDeposit();
  // The same deposit sent twice (a double click, a retry after a lost answer) carries the same
  // key, so the server creates it once; a changed deposit gets a fresh key.
  const lastKey = useRef<{ signature: string; key: string } | null>(null);

  const state: DialogFormState<DepositValues> = {
    validate: () => {
      const values = form.validate();
      const problem = receiptProblem(receipt);
      setReceiptError(problem ?? undefined);
      if (values === null || problem !== null || receipt === null) return null;
      return { ...values, receipt };
    },
    applyServerErrors: (errors) => {
      const unplaced = form.applyServerErrors(errors);
      setReceiptError(unplaced.find((error) => error.htmlId === 'receipt')?.message);
    },
  };

  const submit = async (values: DepositValues) => {
    const signature = signatureOf(values);
    if (lastKey.current?.signature !== signature) lastKey.current = { signature, key: newIdempotencyKey() };
    try {
      return await createDeposit.mutateAsync({ ...values, idempotencyKey: lastKey.current.key });
    } catch (error) {
      // A body the server found too large can only be the receipt: say so on its field.
      if (error instanceof ApiError && error.status === 413 && error.errors.every((item) => !item.htmlId)) {
        throw new ApiError(413, [{ htmlId: 'receipt', message: error.message }], error.message);
      }
      throw error;
    }
  };

  const currency = form.values.currency;

  return (
    <DialogForm
      form={state}
      submit={submit}
      submitLabel={t('newDeposit.submit')}
      successMessage={t('newDeposit.received')}
    >
      <Text size="sm" c="var(--app-muted)">
        {t('newDeposit.intro')}
      </Text>
      <NativeSelect
        {...form.inputProps('currency')}
        label={t('fields.currency')}
        data={currencyChoices}
        withAsterisk
      />
      <TransferInstructions currency={currency} />
      <AmountInput
        {...form.numberInputProps('amount')}
        label={amountLabel(currency, t)}
        description={
          isCurrency(currency) ? t('fields.amountHint', { currency: currencyWord(currency) }) : undefined
        }
        data-autofocus
      />
      <FileInput
        id="receipt"
        label={t('fields.receipt')}
        description={t('fields.receiptHint', { megabytes: maxReceiptMegabytes })}
        error={receiptError && translateValidationMessage(receiptError, tValidation)}
        withAsterisk
        accept={receiptAccept}
        onFile={(file) => {
          setReceipt(file);
          // Say at once when a file cannot be sent (too large, wrong type) instead of after submitting.
          setReceiptError(file ? (receiptProblem(file) ?? undefined) : undefined);
        }}
      />
    </DialogForm>
  );
}

type NewDepositDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** The currency chosen at first: naira unless the statement is filtered to dollars. */
  currency?: Currency;
};

export function NewDepositDialog({ opened, onClose, currency = 'NGN' }: NewDepositDialogProps) {
  const { t } = useTranslation('deposits');
  return (
    <FormDialog opened={opened} onClose={onClose} title={t('newDeposit.title')}>
      <NewDepositForm currency={currency} />
    </FormDialog>
  );
}
