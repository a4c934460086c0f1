import { bankAccountLabels as labels, nigerianBanks } from '@gas/shared';
import { NativeSelect, PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import { currencyChoices } from '../../lib/currencies.ts';

// The bank-account fields the payout and receiving account dialogs share: the bank from the
// CBN list, the 10-digit NUBAN (its check digit checked as typed once submitted), the name and
// the currency (USD for a domiciliary account).

export const bankOptions = [
  { value: '', label: 'Select a bank' },
  ...nigerianBanks.map((bank) => ({ value: bank.code, label: bank.name })),
];

type FieldProps = (field: string) => Record<string, unknown>;

export function BankAccountFields({ inputProps }: { inputProps: FieldProps }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <NativeSelect {...inputProps('bankCode')} label={labels.bankCode} data={bankOptions} withAsterisk />
      <NativeSelect
        {...inputProps('currency')}
        label={labels.currency}
        description="USD for a domiciliary account"
        data={currencyChoices}
        withAsterisk
      />
      <TextInput
        {...inputProps('accountNumber')}
        label={labels.accountNumber}
        description="10 digits (NUBAN)"
        inputMode="numeric"
        autoComplete="off"
        maxLength={13}
        withAsterisk
        data-autofocus
      />
      <TextInput
        {...inputProps('accountName')}
        label={labels.accountName}
        description="As the bank has it"
        autoComplete="off"
        withAsterisk
      />
    </SimpleGrid>
  );
}

export function PasswordAgainField({ inputProps }: { inputProps: FieldProps }) {
  return (
    <PasswordInput
      {...inputProps('password')}
      label={labels.password}
      description="Your password again, to confirm it is you"
      autoComplete="current-password"
      withAsterisk
    />
  );
}
