import type { Currency, ReceivingAccount } from '@gas/shared';
import { Button, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { LoadError, Loading } from '../../components/load-states.tsx';
import { isCurrency } from '../../lib/currencies.ts';
import { useDepositInstructions } from './api/get-deposit-instructions.ts';

function AccountLines({ account }: { account: ReceivingAccount }) {
  const { t } = useTranslation('deposits');
  return (
    <Stack gap={0} component="li" aria-label={`${account.bankName} ${account.accountNumber}`}>
      <Text fw={600}>{account.bankName}</Text>
      <Text>
        <Trans
          t={t}
          i18nKey="transfer.accountNumber"
          values={{ number: account.accountNumber }}
          components={{ number: <span className="tabular" /> }}
        />
      </Text>
      <Text>{t('transfer.accountName', { name: account.accountName })}</Text>
    </Stack>
  );
}

/**
 * "Send your transfer to": the platform's open accounts in the chosen currency and the offtaker's
 * standing transfer reference, with a copy button, shown in New Deposit before the transfer.
 */
export function TransferInstructions({ currency }: { currency: string }) {
  const { t } = useTranslation('deposits');
  const instructions = useDepositInstructions();
  const accounts = (instructions.data?.accounts ?? []).filter(
    (account) => isCurrency(currency) && account.currency === (currency as Currency),
  );
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="transfer-instructions-heading">
      <Stack gap="xs">
        <Title order={3} size="h6" id="transfer-instructions-heading">
          {t('transfer.heading')}
        </Title>
        {instructions.isPending && <Loading />}
        {instructions.isError && (
          <LoadError
            title={t('transfer.failed')}
            error={instructions.error}
            onRetry={() => void instructions.refetch()}
          />
        )}
        {instructions.data && (
          <>
            {accounts.length === 0 ? (
              <Text size="sm">
                {t('transfer.noAccount', { currency: isCurrency(currency) ? currency : '' })}
              </Text>
            ) : (
              <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {accounts.map((account) => (
                  <AccountLines key={account.id} account={account} />
                ))}
              </Stack>
            )}
            <Group gap="xs" wrap="wrap">
              <Text size="sm">
                <Trans
                  t={t}
                  i18nKey="transfer.quote"
                  values={{ reference: instructions.data.transferReference }}
                  components={{
                    reference: <Text span fw={700} className="tabular" data-testid="transfer-reference" />,
                  }}
                />
              </Text>
              <CopyButton value={instructions.data.transferReference}>
                {({ copied, copy }) => (
                  <Button
                    size="compact-xs"
                    variant="default"
                    onClick={copy}
                    aria-label={t('transfer.copyLabel')}
                  >
                    {copied ? t('transfer.copied') : t('transfer.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
