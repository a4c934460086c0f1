import type { Invoice, Sale } from '@gas/shared';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { DateTime } from '../../components/date-time.tsx';
import { LoadError, Loading } from '../../components/load-states.tsx';
import { Money } from '../../components/money.tsx';
import { SectionCard } from '../../components/section.tsx';
import { useSaleInvoices } from './api/get-invoices.ts';

const kindNames: Record<Invoice['kind'], string> = {
  'sale-invoice': 'Sale invoice',
  'fee-invoice': 'Platform fee invoice (with VAT)',
};

function InvoiceLine({ invoice }: { invoice: Invoice }) {
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Stack gap={0}>
        <Anchor href={invoice.pdfUrl} download={`${invoice.number}.pdf`} fw={600}>
          {`${kindNames[invoice.kind]} ${invoice.number} (PDF)`}
        </Anchor>
        <Text size="xs" c="dimmed">
          Issued <DateTime value={invoice.issuedUtc} />
        </Text>
      </Stack>
      <Text size="sm">
        Total <Money minor={invoice.total} currency={invoice.currency} />
      </Text>
    </Group>
  );
}

/**
 * A sale's invoices on its pages (issue 18, point 5): issued when it settles, downloaded as the
 * PDF stored then. The buyer sees its sale invoice; the supplier also the platform's fee invoice.
 */
export function InvoicesSection({ sale }: { sale: Sale }) {
  const invoices = useSaleInvoices(sale.id);
  let body: React.ReactNode;
  if (invoices.isPending) body = <Loading />;
  else if (invoices.isError)
    body = (
      <LoadError
        title="We could not load the invoices"
        error={invoices.error}
        onRetry={() => void invoices.refetch()}
      />
    );
  else if (invoices.data.length === 0)
    body = (
      <Text c="dimmed" size="sm">
        The invoices are issued when the sale settles, once the buyer accepts the gas.
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
  return <SectionCard title="Invoices">{body}</SectionCard>;
}
