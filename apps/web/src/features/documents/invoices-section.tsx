import type { Invoice, Sale } from '@gas/shared';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { DateTime } from '../../components/date-time.tsx';
import { LoadError, Loading } from '../../components/load-states.tsx';
import { Money } from '../../components/money.tsx';
import { SectionCard } from '../../components/section.tsx';
import { useSaleInvoices } from './api/get-invoices.ts';

function InvoiceLine({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('documents');
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Stack gap={0}>
        <Anchor href={invoice.pdfUrl} download={`${invoice.number}.pdf`} fw={600}>
          {t('link', { kind: t(`kinds.${invoice.kind}`), number: invoice.number })}
        </Anchor>
        <Text size="xs" c="dimmed">
          <Trans t={t} i18nKey="issued" components={{ date: <DateTime value={invoice.issuedUtc} /> }} />
        </Text>
      </Stack>
      <Text size="sm">
        <Trans
          t={t}
          i18nKey="total"
          components={{ amount: <Money minor={invoice.total} currency={invoice.currency} /> }}
        />
      </Text>
    </Group>
  );
}

/**
 * A sale's invoices on its pages (issue 18, point 5): issued when it settles, downloaded as the
 * PDF stored then. The buyer sees its sale invoice; the supplier also the platform's fee invoice.
 */
export function InvoicesSection({ sale }: { sale: Sale }) {
  const { t } = useTranslation('documents');
  const invoices = useSaleInvoices(sale.id);
  let body: React.ReactNode;
  if (invoices.isPending) body = <Loading />;
  else if (invoices.isError)
    body = (
      <LoadError title={t('loadFailed')} error={invoices.error} onRetry={() => void invoices.refetch()} />
    );
  else if (invoices.data.length === 0)
    body = (
      <Text c="dimmed" size="sm">
        {t('none')}
      </Text>
    );
  else
    body = (
      <Stack gap="sm">
        {invoices.data.map((invoice) => (
          <InvoiceLine key={invoice.id} invoice={invoice} />
        ))}
      </Stack>
    );
  return <SectionCard title={t('title')}>{body}</SectionCard>;
}
