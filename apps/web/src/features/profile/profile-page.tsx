import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { DateTime } from '../../components/date-time.tsx';
import { FormDialog } from '../../components/form-dialog.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useProfile } from './api/get-profile.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { AddContactForm, EditContactForm } from './contact-form.tsx';
import { type ContactField, contactFieldLabels } from './schemas.ts';
import type { ProfileContact, ProfileParty } from './types.ts';

type Row = { label: string; value: ReactNode };

/** Label and value pairs; a row without a value is left out. */
function Rows({ rows }: { rows: Row[] }) {
  const present = rows.filter((row) => row.value !== null && row.value !== undefined && row.value !== '');
  if (present.length === 0) return <Text c="dimmed">No details recorded</Text>;
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      {present.map((row) => (
        <Stack key={row.label} gap={2}>
          <Text component="dt" size="sm" c="var(--app-muted)">
            {row.label}
          </Text>
          <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
            {row.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const id = `${title.toLowerCase().replace(/\W+/g, '-')}-heading`;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

function AccountSection({ party }: { party: ProfileParty }) {
  return (
    <Section title="Account">
      {party.status === 'Pending' && (
        <Alert color="yellow" variant="light" title="Waiting for approval">
          The exchange is reviewing your registration. You can look around meanwhile; trading opens once you
          are approved.
        </Alert>
      )}
      <Rows
        rows={[
          { label: 'Company Name', value: party.company?.name },
          { label: 'First Name', value: party.individual?.firstName },
          { label: 'Last Name', value: party.individual?.lastName },
          { label: 'Email Address', value: party.email },
          { label: 'Status', value: <StatusBadge status={party.status} /> },
          { label: 'Registered On', value: <DateTime value={party.createdUtc} /> },
        ]}
      />
    </Section>
  );
}

function contactName(contact: ProfileContact, position: number): string {
  return [contact.firstName, contact.lastName].filter(Boolean).join(' ') || `Contact ${position}`;
}

function ContactCard({ contact, position }: { contact: ProfileContact; position: number }) {
  const [isEditing, editDialog] = useDisclosure(false);
  const name = contactName(contact, position);
  const rows = (Object.keys(contactFieldLabels) as ContactField[]).map((field) => ({
    label: contactFieldLabels[field],
    value: contact[field],
  }));
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Title order={3} size="h5">
              {name}
            </Title>
            {contact.isPrimary && (
              <Badge variant="light" color="brand" radius="sm" style={{ textTransform: 'none' }}>
                Primary contact
              </Badge>
            )}
          </Group>
          <Button size="xs" variant="default" onClick={editDialog.open} aria-label={`Edit ${name}`}>
            Edit
          </Button>
        </Group>
        <Rows rows={rows} />
      </Stack>
      <FormDialog opened={isEditing} onClose={editDialog.close} title="Edit contact" size="lg">
        <EditContactForm contact={contact} />
      </FormDialog>
    </Paper>
  );
}

function ContactsSection({ contacts }: { contacts: ProfileContact[] }) {
  const [isAdding, addDialog] = useDisclosure(false);
  return (
    <Section
      title="Contacts"
      action={
        <Button size="xs" onClick={addDialog.open}>
          Add contact
        </Button>
      }
    >
      {contacts.length === 0 ? (
        <Text c="dimmed">There are no records to display</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          {contacts.map((contact, index) => (
            <ContactCard key={contact.id} contact={contact} position={index + 1} />
          ))}
        </SimpleGrid>
      )}
      <FormDialog opened={isAdding} onClose={addDialog.close} title="Add contact" size="lg">
        <AddContactForm />
      </FormDialog>
    </Section>
  );
}

/** /supplier/profile and /offtaker/profile: one's own party, its contacts and the password. */
export function ProfilePage() {
  usePageTitle('Profile');
  const profile = useProfile();

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Profile
        </Title>
        {profile.data && <Text c="var(--app-muted)">{profile.data.party.name}</Text>}
      </Stack>
      {profile.isPending && (
        <Center py="xl" role="status">
          <Loader color="brand" size="sm" aria-label="Loading" />
        </Center>
      )}
      {profile.isError && (
        <Alert color="red" variant="light" role="alert" title="We could not load your profile">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{profile.error.message}</Text>
            <Button size="xs" variant="outline" color="red" onClick={() => void profile.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
      {profile.data && <AccountSection party={profile.data.party} />}
      {profile.data && <ContactsSection contacts={profile.data.contacts} />}
      <Section title="Change Password">
        <ChangePasswordForm />
      </Section>
    </Stack>
  );
}
