import { nigerianBanks } from '@gas/shared';
import { NativeSelect, PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currencyChoices } from '../../lib/currencies.ts';

// The bank-account fields the payout and receiving account dialogs share: the bank from the
// CBN list, the 10-digit NUBAN (its check digit checked as typed once submitted), the name and
// the currency (USD for a domiciliary account).

const banks = nigerianBanks.map((bank) => ({ value: bank.code, label: bank.name }));

type FieldProps = (field: string) => Record<string, unknown>;

export function BankAccountFields({ inputProps }: { inputProps: FieldProps }) {
  const { t } = useTranslation('banking');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <NativeSelect
        {...inputProps('bankCode')}
        label={t('fields.bank')}
        data={[{ value: '', label: t('fields.selectBank') }, ...banks]}
        withAsterisk
      />
      <NativeSelect
        {...inputProps('currency')}
        label={t('fields.currency')}
        description={t('fields.currencyHint')}
        data={currencyChoices}
        withAsterisk
      />
      <TextInput
        {...inputProps('accountNumber')}
        label={t('fields.accountNumber')}
        description={t('fields.accountNumberHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={13}
        withAsterisk
        data-autofocus
      />
      <TextInput
        {...inputProps('accountName')}
        label={t('fields.accountName')}
        description={t('fields.accountNameHint')}
        autoComplete="off"
        withAsterisk
      />
    </SimpleGrid>
  );
}

export function PasswordAgainField({ inputProps }: { inputProps: FieldProps }) {
  const { t } = useTranslation('banking');
  return (
    <PasswordInput
      {...inputProps('password')}
      label={t('fields.password')}
      description={t('fields.passwordHint')}
      autoComplete="current-password"
      withAsterisk
    />
  );
}
