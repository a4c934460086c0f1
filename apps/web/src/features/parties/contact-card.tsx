import { Badge, Group, Paper, Stack, Title } from '@mantine/core';
import { DetailRows } from './detail-rows.tsx';
import type { Contact } from './types.ts';

/** The Contact fields in the order people read them; each row appears only if present. */
export const contactFieldLabels = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email Address',
  email2: 'Second Email',
  mobile: 'Mobile Number',
  mobile2: 'Second Mobile',
  mobile3: 'Third Mobile',
  address: 'Address',
  address2: 'Address Line 2',
} as const satisfies Partial<Record<keyof Contact, string>>;

export function contactTitle(contact: Contact, position: number): string {
  const name = [contact.firstName, contact.lastName].filter(Boolean).join(' ');
  return name || `Contact ${position}`;
}

export function ContactCard({ contact, position }: { contact: Contact; position: number }) {
  const rows = Object.entries(contactFieldLabels).map(([field, label]) => ({
    label,
    value: contact[field as keyof typeof contactFieldLabels],
  }));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={contactTitle(contact, position)}>
      <Stack gap="sm">
        <Group gap="xs" justify="space-between">
          <Title order={3} size="h5">
            {contactTitle(contact, position)}
          </Title>
          {contact.isPrimary && (
            <Badge variant="light" color="brand" radius="sm" style={{ textTransform: 'none' }}>
              Primary contact
            </Badge>
          )}
        </Group>
        <DetailRows rows={rows} />
      </Stack>
    </Paper>
  );
}
