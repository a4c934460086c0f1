import type { Currency, ReceivingAccount } from '@gas/shared';
import { Button, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { LoadError, Loading } from '../../components/load-states.tsx';
import { isCurrency } from '../../lib/currencies.ts';
import { useDepositInstructions } from './api/get-deposit-instructions.ts';

function AccountLines({ account }: { account: ReceivingAccount }) {
  return (
    <Stack gap={0} component="li" aria-label={`${account.bankName} ${account.accountNumber}`}>
      <Text fw={600}>{account.bankName}</Text>
      <Text>
        Account number <span className="tabular">{account.accountNumber}</span>
      </Text>
      <Text>Account name {account.accountName}</Text>
    </Stack>
  );
}

/**
 * "Send your transfer to": the platform's open accounts in the chosen currency and the offtaker's
 * standing transfer reference, with a copy button, shown in New Deposit before the transfer.
 */
export function TransferInstructions({ currency }: { currency: string }) {
  const instructions = useDepositInstructions();
  const accounts = (instructions.data?.accounts ?? []).filter(
    (account) => isCurrency(currency) && account.currency === (currency as Currency),
  );
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="transfer-instructions-heading">
      <Stack gap="xs">
        <Title order={3} size="h6" id="transfer-instructions-heading">
          Send your transfer to
        </Title>
        {instructions.isPending && <Loading />}
        {instructions.isError && (
          <LoadError
            title="We could not load where to send your transfer"
            error={instructions.error}
            onRetry={() => void instructions.refetch()}
          />
        )}
        {instructions.data && (
          <>
            {accounts.length === 0 ? (
              <Text size="sm">
                No {isCurrency(currency) ? currency : ''} account takes deposits right now. Please contact the
                platform operators before you transfer.
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
                Quote this reference on the transfer:{' '}
                <Text span fw={700} className="tabular" data-testid="transfer-reference">
                  {instructions.data.transferReference}
                </Text>
              </Text>
              <CopyButton value={instructions.data.transferReference}>
                {({ copied, copy }) => (
                  <Button size="compact-xs" variant="default" onClick={copy} aria-label="Copy the reference">
                    {copied ? 'Copied' : 'Copy'}
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
