import {
  type PayoutAccount,
  payoutAccountRequestSchema,
  removePayoutAccountRequestSchema,
} from '@gas/shared';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { emptyText } from '../../components/data-table.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { DetailRows } from '../../components/detail-rows.tsx';
import { DialogForm, FormDialog } from '../../components/form-dialog.tsx';
import { LoadError, Loading } from '../../components/load-states.tsx';
import { SectionCard } from '../../components/section.tsx';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useAddPayoutAccount } from './api/add-payout-account.ts';
import { usePayoutAccounts } from './api/get-payout-accounts.ts';
import { useRemovePayoutAccount } from './api/remove-payout-account.ts';
import { useReplacePayoutAccount } from './api/replace-payout-account.ts';
import { BankAccountFields, PasswordAgainField } from './bank-account-form.tsx';

const masked = (account: PayoutAccount) => `${account.bankName} ${account.accountNumber}`;

function PayoutAccountForm({ account }: { account?: PayoutAccount }) {
  const form = useSchemaForm(payoutAccountRequestSchema, {
    currency: account?.currency ?? 'NGN',
    bankCode: account?.bankCode ?? '',
    accountNumber: account?.accountNumber ?? '',
    accountName: account?.accountName ?? '',
    password: '',
  });
  const add = useAddPayoutAccount();
  const replace = useReplacePayoutAccount(account?.id ?? '');
  return (
    <DialogForm
      form={form}
      submit={(values) => (account ? replace.mutateAsync(values) : add.mutateAsync(values))}
      submitLabel={account ? 'Replace account' : 'Add account'}
      successMessage={
        account
          ? 'The bank account was replaced. It can receive payouts once the waiting period is over.'
          : 'The bank account was added. It can receive payouts once the waiting period is over.'
      }
    >
      <Text size="sm" c="var(--app-muted)">
        For your security a new or changed account waits before its first payout, and we email you about every
        change.
      </Text>
      <BankAccountFields inputProps={form.inputProps as never} />
      <PasswordAgainField inputProps={form.inputProps as never} />
    </DialogForm>
  );
}

function RemovePayoutAccountForm({ account }: { account: PayoutAccount }) {
  const form = useSchemaForm(removePayoutAccountRequestSchema, { password: '' });
  const remove = useRemovePayoutAccount(account.id);
  return (
    <DialogForm
      form={form}
      submit={(values) => remove.mutateAsync(values)}
      submitLabel="Remove account"
      successMessage={`${masked(account)} was removed`}
      color="red.9"
    >
      <Text>
        <strong>{masked(account)}</strong> will no longer receive payouts.
      </Text>
      <PasswordAgainField inputProps={form.inputProps as never} />
    </DialogForm>
  );
}

function AccountCard({ account, now }: { account: PayoutAccount; now: number }) {
  const [isReplacing, replaceDialog] = useDisclosure(false);
  const [isRemoving, removeDialog] = useDisclosure(false);
  const isWaiting = new Date(account.usableFromUtc).getTime() > now;
  const rows = [
    { label: 'Account number', value: <span className="tabular">{account.accountNumber}</span> },
    { label: 'Account name', value: account.accountName },
    { label: 'Currency', value: account.currency },
    {
      label: 'Usable from',
      value: <DateTime value={account.usableFromUtc} />,
    },
  ];
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={masked(account)}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs">
            <Title order={3} size="h5">
              {account.bankName}
            </Title>
            {isWaiting ? (
              <Badge color="yellow" variant="light">
                Waiting period
              </Badge>
            ) : (
              <Badge color="green" variant="light">
                Ready for payouts
              </Badge>
            )}
          </Group>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              onClick={replaceDialog.open}
              aria-label={`Replace ${masked(account)}`}
            >
              Replace
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={removeDialog.open}
              aria-label={`Remove ${masked(account)}`}
            >
              Remove
            </Button>
          </Group>
        </Group>
        {isWaiting && (
          <Text size="sm">
            Usable from <DateTime value={account.usableFromUtc} />: payouts wait until then.
          </Text>
        )}
        <DetailRows rows={rows} isSparse twoColumnsFrom="sm" />
      </Stack>
      <FormDialog opened={isReplacing} onClose={replaceDialog.close} title="Replace bank account" size="lg">
        <PayoutAccountForm account={account} />
      </FormDialog>
      <FormDialog opened={isRemoving} onClose={removeDialog.close} title="Remove bank account" size="sm">
        <RemovePayoutAccountForm account={account} />
      </FormDialog>
    </Paper>
  );
}

/**
 * The party's payout bank accounts on its profile (suppliers and offtakers): where payouts and
 * withdrawals are sent. Adding, replacing or removing one asks for the password again.
 */
export function PayoutAccountsSection() {
  const accounts = usePayoutAccounts();
  const [isAdding, addDialog] = useDisclosure(false);
  // The time the cards compare against, fixed per render of the list.
  const now = Date.now();
  return (
    <SectionCard
      title="Bank accounts"
      action={
        <Button size="xs" onClick={addDialog.open}>
          Add bank account
        </Button>
      }
    >
      <Text size="sm" c="var(--app-muted)">
        Where we send your payouts and withdrawals: a Nigerian bank account in naira, or a domiciliary account
        in dollars.
      </Text>
      {accounts.isPending && <Loading />}
      {accounts.isError && (
        <LoadError
          title="We could not load your bank accounts"
          error={accounts.error}
          onRetry={() => void accounts.refetch()}
        />
      )}
      {accounts.data?.length === 0 && <Text c="dimmed">{emptyText}</Text>}
      {accounts.data?.map((account) => (
        <AccountCard key={account.id} account={account} now={now} />
      ))}
      <FormDialog opened={isAdding} onClose={addDialog.close} title="Add bank account" size="lg">
        <PayoutAccountForm />
      </FormDialog>
    </SectionCard>
  );
}
