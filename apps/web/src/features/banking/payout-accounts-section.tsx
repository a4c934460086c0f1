import {
  type PayoutAccount,
  payoutAccountRequestSchema,
  removePayoutAccountRequestSchema,
} from '@gas/shared';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Trans, useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('banking');
  const add = useAddPayoutAccount();
  const replace = useReplacePayoutAccount(account?.id ?? '');
  return (
    <DialogForm
      form={form}
      submit={(values) => (account ? replace.mutateAsync(values) : add.mutateAsync(values))}
      submitLabel={account ? t('payout.replaceSubmit') : t('payout.addSubmit')}
      successMessage={account ? t('payout.replaced') : t('payout.added')}
    >
      <Text size="sm" c="var(--app-muted)">
        {t('payout.security')}
      </Text>
      {account && <Text size="sm">{t('payout.openPayoutsCancelled')}</Text>}
      <BankAccountFields inputProps={form.inputProps as never} />
      <PasswordAgainField inputProps={form.inputProps as never} />
    </DialogForm>
  );
}

function RemovePayoutAccountForm({ account }: { account: PayoutAccount }) {
  const form = useSchemaForm(removePayoutAccountRequestSchema, { password: '' });
  const { t } = useTranslation('banking');
  const remove = useRemovePayoutAccount(account.id);
  return (
    <DialogForm
      form={form}
      submit={(values) => remove.mutateAsync(values)}
      submitLabel={t('payout.removeSubmit')}
      successMessage={t('payout.removed', { account: masked(account) })}
      color="red.9"
    >
      <Text>
        <Trans t={t} i18nKey="payout.removeText" values={{ account: masked(account) }} />
      </Text>
      <Text size="sm">{t('payout.openPayoutsCancelled')}</Text>
      <PasswordAgainField inputProps={form.inputProps as never} />
    </DialogForm>
  );
}

function AccountCard({ account, now }: { account: PayoutAccount; now: number }) {
  const { t } = useTranslation('banking');
  const [isReplacing, replaceDialog] = useDisclosure(false);
  const [isRemoving, removeDialog] = useDisclosure(false);
  const isWaiting = new Date(account.usableFromUtc).getTime() > now;
  const rows = [
    { label: t('fields.accountNumber'), value: <span className="tabular">{account.accountNumber}</span> },
    { label: t('fields.accountName'), value: account.accountName },
    { label: t('fields.currency'), value: account.currency },
    {
      label: t('fields.usableFrom'),
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
                {t('payout.waiting')}
              </Badge>
            ) : (
              <Badge color="green" variant="light">
                {t('payout.ready')}
              </Badge>
            )}
          </Group>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              onClick={replaceDialog.open}
              aria-label={t('payout.replaceLabel', { account: masked(account) })}
            >
              {t('payout.replace')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={removeDialog.open}
              aria-label={t('payout.removeLabel', { account: masked(account) })}
            >
              {t('payout.remove')}
            </Button>
          </Group>
        </Group>
        {isWaiting && (
          <Text size="sm">
            <Trans
              t={t}
              i18nKey="payout.usableFromText"
              components={{ date: <DateTime value={account.usableFromUtc} /> }}
            />
          </Text>
        )}
        <DetailRows rows={rows} isSparse twoColumnsFrom="sm" />
      </Stack>
      <FormDialog
        opened={isReplacing}
        onClose={replaceDialog.close}
        title={t('payout.replaceTitle')}
        size="lg"
      >
        <PayoutAccountForm account={account} />
      </FormDialog>
      <FormDialog opened={isRemoving} onClose={removeDialog.close} title={t('payout.removeTitle')} size="sm">
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
  const { t } = useTranslation('banking');
  const { t: tc } = useTranslation('components');
  const accounts = usePayoutAccounts();
  const [isAdding, addDialog] = useDisclosure(false);
  // The time the cards compare against, fixed per render of the list.
  const now = Date.now();
  return (
    <SectionCard
      title={t('payout.title')}
      action={
        <Button size="xs" onClick={addDialog.open}>
          {t('payout.add')}
        </Button>
      }
    >
      <Text size="sm" c="var(--app-muted)">
        {t('payout.intro')}
      </Text>
      {accounts.isPending && <Loading />}
      {accounts.isError && (
        <LoadError
          title={t('payout.loadError')}
          error={accounts.error}
          onRetry={() => void accounts.refetch()}
        />
      )}
      {accounts.data?.length === 0 && <Text c="dimmed">{tc('table.empty')}</Text>}
      {accounts.data?.map((account) => (
        <AccountCard key={account.id} account={account} now={now} />
      ))}
      <FormDialog opened={isAdding} onClose={addDialog.close} title={t('payout.add')} size="lg">
        <PayoutAccountForm />
      </FormDialog>
    </SectionCard>
  );
}
