import { bankAccountDetailsSchema, type ReceivingAccount } from '@gas/shared';
import { Badge, Button, Group, Stack, Switch } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
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
      submitLabel={account ? 'Save account' : 'Add account'}
      successMessage={account ? 'The receiving account was saved' : 'The receiving account was added'}
    >
      <BankAccountFields inputProps={form.inputProps as never} />
      <Switch
        label="Active: shown to offtakers in New Deposit"
        checked={isActive}
        onChange={(event) => setActive(event.currentTarget.checked)}
      />
    </DialogForm>
  );
}

/** /admin/receiving-accounts: the platform's bank accounts that offtakers send deposits to, per currency. */
export function ReceivingAccountsPage() {
  usePageTitle('Receiving accounts');
  const accounts = useReceivingAccounts();
  const [isOpen, dialog] = useDisclosure(false);
  const [chosen, setChosen] = useState<ReceivingAccount | null>(null);
  const open = (account: ReceivingAccount | null) => {
    setChosen(account);
    dialog.open();
  };
  const columns: DataTableColumn<ReceivingAccount>[] = [
    { accessor: 'bankName', title: 'Bank', card: 'title' },
    {
      accessor: 'accountNumber',
      title: 'Account number',
      render: (account) => <span className="tabular">{account.accountNumber}</span>,
    },
    { accessor: 'accountName', title: 'Account name' },
    { accessor: 'currency', title: 'Currency' },
    {
      accessor: 'active',
      title: 'Status',
      render: (account) =>
        account.active ? (
          <Badge color="green" variant="light">
            Active
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            Inactive
          </Badge>
        ),
    },
    dateColumn<ReceivingAccount, 'updatedUtc'>('updatedUtc', 'Updated On'),
    {
      accessor: 'actions',
      title: 'Actions',
      textAlign: 'right',
      card: 'field',
      render: (account) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button
            size="compact-sm"
            variant="subtle"
            aria-label={`Edit ${account.bankName} ${account.accountNumber}`}
            onClick={() => open(account)}
          >
            Edit
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="lg">
      <PageHeading
        title="Receiving accounts"
        description="The platform's bank accounts that offtakers send deposits to. New Deposit shows the active ones of the chosen currency, with the offtaker's transfer reference."
        descriptionSize="md"
        action={<Button onClick={() => open(null)}>New account</Button>}
      />
      <DataTable label="Receiving accounts" columns={columns} {...queryTableProps(accounts)} minWidth={640} />
      <FormDialog
        opened={isOpen}
        onClose={dialog.close}
        title={chosen ? 'Edit receiving account' : 'New receiving account'}
        size="lg"
      >
        <ReceivingAccountForm key={chosen?.id ?? 'new'} account={chosen} />
      </FormDialog>
    </Stack>
  );
}
