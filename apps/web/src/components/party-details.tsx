import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ContactDetails, contactFields, contactName } from '../lib/contacts.ts';
import { DateTime } from './date-time.tsx';
import { DetailRows } from './detail-rows.tsx';
import { StatusBadge } from './status-badge.tsx';

// A supplier's or an offtaker's registration and contacts, as the party sees them on its
// profile and an operator on the onboarding page.

type PartyFields = {
  status: string;
  createdUtc: string;
  email: string | null;
  company: { name: string } | null;
  individual: { firstName: string; lastName: string } | null;
};

/** The registration's fields that have a value; `type` (Supplier, Offtaker) for an operator. */
export function PartyDetails({ party, type }: { party: PartyFields; type?: string }) {
  const { t } = useTranslation('components');
  const rows = [
    { label: t('party.companyName'), value: party.company?.name },
    { label: t('party.firstName'), value: party.individual?.firstName },
    { label: t('party.lastName'), value: party.individual?.lastName },
    { label: t('party.email'), value: party.email },
    ...(type ? [{ label: t('party.type'), value: type }] : []),
    { label: t('party.status'), value: <StatusBadge status={party.status} /> },
    { label: t('party.registeredOn'), value: <DateTime value={party.createdUtc} /> },
  ];
  return <DetailRows rows={rows} isSparse twoColumnsFrom="sm" />;
}

type ContactCardProps = {
  contact: ContactDetails;
  /** Its place in the list, for a contact without a name ("Contact 2"). */
  position: number;
  /** An article in one's own editable list, a region on the admin's registration page. */
  as: 'article' | 'section';
  /** E.g. the Edit button. */
  action?: ReactNode;
  /** E.g. the edit dialog. */
  children?: ReactNode;
};

/** One contact: its name, whether it is the primary one, and each field that has a value. */
export function ContactCard({ contact, position, as, action, children }: ContactCardProps) {
  const { t } = useTranslation('components');
  const name = contactName(contact, position, t('party.contact', { position }));
  const title = (
    <Title order={3} size="h5">
      {name}
    </Title>
  );
  const badge = contact.isPrimary && (
    <Badge variant="light" color="brand" radius="sm" style={{ textTransform: 'none' }}>
      {t('party.primaryContact')}
    </Badge>
  );
  const rows = contactFields.map((field) => ({ label: t(`contactFields.${field}`), value: contact[field] }));
  return (
    <Paper withBorder radius="md" p="md" component={as} aria-label={name}>
      <Stack gap="sm">
        {/* Without an action the badge takes the right-hand side; with one, it follows the name. */}
        <Group justify="space-between" gap="xs">
          {action ? (
            <Group gap="xs">
              {title}
              {badge}
            </Group>
          ) : (
            <>
              {title}
              {badge}
            </>
          )}
          {action}
        </Group>
        <DetailRows rows={rows} isSparse twoColumnsFrom="sm" />
      </Stack>
      {children}
    </Paper>
  );
}

type ContactListProps<C> = {
  contacts: C[];
  /** The card of the contact at `position` (1, 2, ...). */
  renderCard: (contact: C, position: number) => ReactNode;
};

/** The contacts side by side on wide screens, or the spec's empty text. */
export function ContactList<C>({ contacts, renderCard }: ContactListProps<C>) {
  const { t } = useTranslation('components');
  if (contacts.length === 0) return <Text c="dimmed">{t('table.empty')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      {contacts.map((contact, index) => renderCard(contact, index + 1))}
    </SimpleGrid>
  );
}
