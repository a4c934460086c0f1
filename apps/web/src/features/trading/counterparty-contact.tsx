import type { Sale } from '@gas/shared';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type DetailRow, DetailRows } from '../../components/detail-rows.tsx';
import { SectionCard } from '../../components/section.tsx';
import type { Audience } from './sale-details.tsx';

const titles = {
  supplier: 'contact.buyers',
  offtaker: 'contact.suppliers',
} as const;

/**
 * The other party's contact once the sale is approved (issue 22, item 9): the supplier sees its
 * buyer's, the buyer its supplier's. The server sends it only then, and only to them.
 */
export function CounterpartyContact({ sale, audience }: { sale: Sale; audience: Audience }) {
  const { t } = useTranslation('trading');
  const titleKey = audience === 'admin' ? undefined : titles[audience];
  const contact = sale.counterparty;
  if (!titleKey || !contact) return null;
  const rows: DetailRow[] = [
    ...(contact.company ? [{ label: t('contact.company'), value: contact.company }] : []),
    { label: t('contact.contactName'), value: contact.contactName },
    { label: t('contact.email'), value: <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor> },
    ...(contact.phone
      ? [{ label: t('contact.phone'), value: <Anchor href={`tel:${contact.phone}`}>{contact.phone}</Anchor> }]
      : []),
  ];
  return (
    <SectionCard title={t(titleKey)}>
      <DetailRows rows={rows} />
    </SectionCard>
  );
}
