// Radio, Switch and Checkbox lay out their label with InlineInput's styles (before their own).
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { bankAccountDetailsSchema, type ReceivingAccount } from '@gas/shared';
import { Badge, Button, Group, Stack, Switch } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateColumn } from '../../components/columns.tsx';
import { DataTable, type DataTableColumn, queryTableProps } from '../../components/data-table.tsx';
import { DialogForm, type DialogFormState, FormDialog } from '../../components/form-dialog.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useReceivingAccounts } from './api/get-receiving-accounts.ts';
import { useSaveReceivingAccount } from './api/save-receiving-account.ts';
import { BankAccountFields } from './bank-account-form.tsx';

function ReceivingAccountForm({ account }: { account: ReceivingAccount | null }) {
  const form = useSchemaForm(bankAccountDetailsSchema, {
    currency: account?.currency ?? 'NGN',
    bankCode: account?.bankCode ?? '',
    accountNumber: account?.accountNumber ?? '',
    accountName: account?.accountName ?? '',
  });
  const { t } = useTranslation('banking');
  const [isActive, setActive] = useState(account?.active ?? true);
  const save = useSaveReceivingAccount(account?.id ?? null);
  const state: DialogFormState<ReturnType<typeof form.validate> & object> = {
    validate: () => form.validate(),
    applyServerErrors: (errors) => void form.applyServerErrors(errors),
  };
  return (
    <DialogForm
      form={state}
      submit={(values) => save.mutateAsync({ ...values, active: isActive })}
      submitLabel={account ? t('receiving.save') : t('receiving.add')}
      successMessage={account ? t('receiving.saved') : t('receiving.added')}
    >
      <BankAccountFields inputProps={form.inputProps as never} />
      <Switch
        label={t('receiving.activeSwitch')}
        checked={isActive}
        onChange={(event) => setActive(event.currentTarget.checked)}
      />
    </DialogForm>
  );
}

/** /admin/receiving-accounts: the platform's bank accounts that offtakers send deposits to, per currency. */
export function ReceivingAccountsPage() {
  const { t } = useTranslation('banking');
  usePageTitle(t('receiving.title'));
  const accounts = useReceivingAccounts();
  const [isOpen, dialog] = useDisclosure(false);
  const [chosen, setChosen] = useState<ReceivingAccount | null>(null);
  const open = (account: ReceivingAccount | null) => {
    setChosen(account);
    dialog.open();
  };
  const columns: DataTableColumn<ReceivingAccount>[] = [
    { accessor: 'bankName', title: t('fields.bank'), card: 'title' },
    {
      accessor: 'accountNumber',
      title: t('fields.accountNumber'),
      render: (account) => <span className="tabular">{account.accountNumber}</span>,
    },
    { accessor: 'accountName', title: t('fields.accountName') },
    { accessor: 'currency', title: t('fields.currency') },
    {
      accessor: 'active',
      title: t('receiving.status'),
      render: (account) =>
        account.active ? (
          <Badge color="green" variant="light">
            {t('receiving.active')}
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            {t('receiving.inactive')}
          </Badge>
        ),
    },
    dateColumn<ReceivingAccount, 'updatedUtc'>('updatedUtc', t('receiving.updatedOn')),
    {
      accessor: 'actions',
      title: t('receiving.actions'),
      textAlign: 'right',
      card: 'actions',
      render: (account) => (
        <Group gap={4} justify="flex-end" wrap="wrap">
          <Button
            size="compact-sm"
            variant="subtle"
            aria-label={t('receiving.editLabel', { bank: account.bankName, number: account.accountNumber })}
            onClick={() => open(account)}
          >
            {t('receiving.edit')}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="lg">
      <PageHeading
        title={t('receiving.title')}
        description={t('receiving.description')}
        descriptionSize="md"
        action={<Button onClick={() => open(null)}>{t('receiving.newAccount')}</Button>}
      />
      <DataTable
        label={t('receiving.title')}
        columns={columns}
        {...queryTableProps(accounts)}
        minWidth={640}
      />
      <FormDialog
        opened={isOpen}
        onClose={dialog.close}
        title={chosen ? t('receiving.editTitle') : t('receiving.newTitle')}
        size="lg"
      >
        <ReceivingAccountForm key={chosen?.id ?? 'new'} account={chosen} />
      </FormDialog>
    </Stack>
  );
}
