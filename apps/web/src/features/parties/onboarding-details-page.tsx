import {
  Alert,
  Anchor,
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
import { Link, useParams } from 'react-router';
import { DateTime } from '../../components/date-time.tsx';
import { ConfirmDialog } from '../../components/form-dialog.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { type OnboardingDecision, useDecideOnboarding } from './api/decide-onboarding.ts';
import { useContacts } from './api/get-contacts.ts';
import { useParty } from './api/get-party.ts';
import { ContactCard } from './contact-card.tsx';
import { DetailRows } from './detail-rows.tsx';
import { kindFromRouteType, type Party, type PartyKind, partyKinds } from './types.ts';

const whatApprovalAllows: Record<PartyKind, string> = {
  supplier: 'list inventories, add stock and set prices',
  offtaker: 'fund a wallet and buy gas',
};

/** What each decision does, said before it is made (UI.md: every approve or reject says so). */
function decisionText(decision: OnboardingDecision, kind: PartyKind, party: Party) {
  const mailTo = party.email ? ` We email ${party.email} to say so.` : '';
  if (decision === 'Approve') {
    return {
      title: `Approve ${party.name}?`,
      explanation: `${party.name} becomes Active and can start trading: ${whatApprovalAllows[kind]}.${mailTo}`,
      submitLabel: 'Approve',
      successMessage: `${party.name} is approved and now Active.`,
    };
  }
  return {
    title: `Reject ${party.name}?`,
    explanation: `The registration becomes Rejected: ${party.name} can no longer log in and any open sessions end.${mailTo}`,
    submitLabel: 'Reject',
    successMessage: `${party.name} is rejected.`,
  };
}

function statusNote(status: string): string {
  if (status === 'Active') return 'This registration is approved: the account is active.';
  if (status === 'Rejected') return 'This registration was rejected.';
  if (status === 'Unconfirmed')
    return 'This registration has not confirmed its email address yet; it can be decided once it has.';
  return `This account is ${status}: there is nothing to decide.`;
}

function PartySection({ kind, party }: { kind: PartyKind; party: Party }) {
  const rows = [
    { label: 'Company Name', value: party.company?.name },
    { label: 'First Name', value: party.individual?.firstName },
    { label: 'Last Name', value: party.individual?.lastName },
    { label: 'Email Address', value: party.email },
    { label: 'Type', value: partyKinds[kind].label },
    { label: 'Status', value: <StatusBadge status={party.status} /> },
    { label: 'Registered On', value: <DateTime value={party.createdUtc} /> },
  ];
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Registration">
      <Stack gap="md">
        <Title order={2} size="h4">
          Registration
        </Title>
        <DetailRows rows={rows} />
      </Stack>
    </Paper>
  );
}

function ContactsSection({ kind, partyId }: { kind: PartyKind; partyId: string }) {
  const contacts = useContacts(kind, partyId);
  return (
    <Stack gap="sm" component="section" aria-labelledby="contacts-heading">
      <Title order={2} size="h4" id="contacts-heading">
        Contacts
      </Title>
      {contacts.isPending && <Text c="dimmed">Loading...</Text>}
      {contacts.isError && (
        <Alert color="red" variant="light" role="alert" title="We could not load the contacts">
          {contacts.error.message}
        </Alert>
      )}
      {contacts.isSuccess && contacts.data.length === 0 && (
        <Text c="dimmed">There are no records to display</Text>
      )}
      {contacts.isSuccess && contacts.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          {contacts.data.map((contact, index) => (
            <ContactCard key={contact.id} contact={contact} position={index + 1} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function Decision({ kind, party }: { kind: PartyKind; party: Party }) {
  const decide = useDecideOnboarding(kind, party.id);
  const [approveOpened, approveDialog] = useDisclosure(false);
  const [rejectOpened, rejectDialog] = useDisclosure(false);
  const approve = decisionText('Approve', kind, party);
  const reject = decisionText('Reject', kind, party);
  const isPending = party.status === 'Pending';

  return (
    <Stack gap="sm">
      {decide.isSuccess && (
        <Alert color="green" variant="light" role="status">
          {decide.variables === 'Approve' ? approve.successMessage : reject.successMessage}
        </Alert>
      )}
      {isPending ? (
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" gap="md">
            <Text>Review the registration and its contacts, then approve or reject it.</Text>
            <Group gap="sm">
              <Button color="red" variant="outline" onClick={rejectDialog.open}>
                Reject
              </Button>
              <Button onClick={approveDialog.open}>Approve</Button>
            </Group>
          </Group>
        </Paper>
      ) : (
        !decide.isSuccess && (
          <Alert color="gray" variant="light">
            {statusNote(party.status)}
          </Alert>
        )
      )}
      <ConfirmDialog
        opened={approveOpened}
        onClose={approveDialog.close}
        text={approve}
        submit={() => decide.mutateAsync('Approve')}
      />
      <ConfirmDialog
        opened={rejectOpened}
        onClose={rejectDialog.close}
        text={reject}
        submit={() => decide.mutateAsync('Reject')}
        isDestructive
      />
    </Stack>
  );
}

function Details({ kind, partyId }: { kind: PartyKind; partyId: string }) {
  const party = useParty(kind, partyId);
  usePageTitle(party.data ? `${party.data.name} · Onboarding` : 'Onboarding details');

  if (party.isPending) {
    return (
      <Center py="xl" role="status">
        <Loader color="brand" size="sm" aria-label="Loading" />
      </Center>
    );
  }
  if (party.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title="We could not load this registration">
        {party.error.message}
      </Alert>
    );
  }
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={1} size="h2">
          {party.data.name}
        </Title>
        <Group gap="xs">
          <Badge variant="outline" color="gray" radius="sm" style={{ textTransform: 'none' }}>
            {partyKinds[kind].label}
          </Badge>
          <StatusBadge status={party.data.status} />
        </Group>
      </Stack>
      <Decision kind={kind} party={party.data} />
      <PartySection kind={kind} party={party.data} />
      <ContactsSection kind={kind} partyId={partyId} />
    </Stack>
  );
}

/** /admin/onboardings/{t}/{id}: t is s (supplier) or o (offtaker). */
export function OnboardingDetailsPage() {
  const { t, id } = useParams();
  const kind = kindFromRouteType(t);
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.admin.onboardings.href()} size="sm" fw={600}>
        ← Onboarding
      </Anchor>
      {kind && id ? (
        <Details key={`${kind}/${id}`} kind={kind} partyId={id} />
      ) : (
        <Alert color="red" variant="light" role="alert" title="We could not find this registration">
          The address should name a supplier (s) or an offtaker (o) and an id.
        </Alert>
      )}
    </Stack>
  );
}
