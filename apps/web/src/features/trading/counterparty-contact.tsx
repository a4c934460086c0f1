import type { Sale } from '@gas/shared';
import { Anchor } from '@mantine/core';
import { type DetailRow, DetailRows } from '../../components/detail-rows.tsx';
import { SectionCard } from '../../components/section.tsx';
import type { Audience } from './sale-details.tsx';

const titles: Partial<Record<Audience, string>> = {
  supplier: "Buyer's contact",
  offtaker: "Supplier's contact",
};

/**
 * The other party's contact once the sale is approved (issue 22, item 9): the supplier sees its
 * buyer's, the buyer its supplier's. The server sends it only then, and only to them.
 */
export function CounterpartyContact({ sale, audience }: { sale: Sale; audience: Audience }) {
  const title = titles[audience];
  const contact = sale.counterparty;
  if (!title || !contact) return null;
  const rows: DetailRow[] = [
    ...(contact.company ? [{ label: 'Company', value: contact.company }] : []),
    { label: 'Contact name', value: contact.contactName },
    { label: 'Email', value: <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor> },
    ...(contact.phone
      ? [{ label: 'Phone', value: <Anchor href={`tel:${contact.phone}`}>{contact.phone}</Anchor> }]
      : []),
  ];
  return (
    <SectionCard title={title}>
      <DetailRows rows={rows} />
    </SectionCard>
  );
}
