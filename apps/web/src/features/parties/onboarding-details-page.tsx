import type { OnboardingDecision, Party, PartyKind } from '@gas/shared';
import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ApproveRejectPanel } from '../../components/decision-bar.tsx';
import { LoadError, Loading } from '../../components/load-states.tsx';
import { BackLink } from '../../components/page-heading.tsx';
import { ContactCard, ContactList, PartyDetails } from '../../components/party-details.tsx';
import { PageSection, SectionCard } from '../../components/section.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useDecideOnboarding } from './api/decide-onboarding.ts';
import { useContacts } from './api/get-contacts.ts';
import { useParty } from './api/get-party.ts';
import { kindFromRouteType, partyKinds } from './party-kinds.ts';
import { PartyStanding } from './party-standing.tsx';

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

function ContactsSection({ kind, partyId }: { kind: PartyKind; partyId: string }) {
  const contacts = useContacts(kind, partyId);
  return (
    <PageSection title="Contacts">
      {contacts.isPending && <Text c="dimmed">Loading...</Text>}
      {contacts.isError && <LoadError title="We could not load the contacts" error={contacts.error} />}
      {contacts.isSuccess && (
        <ContactList
          contacts={contacts.data}
          renderCard={(contact, position) => (
            <ContactCard key={contact.id} contact={contact} position={position} as="section" />
          )}
        />
      )}
    </PageSection>
  );
}

function Decision({ kind, party }: { kind: PartyKind; party: Party }) {
  const decide = useDecideOnboarding(kind, party.id);
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
      <ApproveRejectPanel
        isOpen={isPending}
        prompt="Review the registration and its contacts, then approve or reject it."
        note={!decide.isSuccess && statusNote(party.status)}
        approve={{ text: approve, submit: () => decide.mutateAsync('Approve') }}
        reject={{ text: reject, submit: () => decide.mutateAsync('Reject') }}
      />
    </Stack>
  );
}

/** What the route adds under the registration: the business profile (issue 18) from the verification feature. */
type BusinessProfileSlot = (partyId: string) => ReactNode;

function Details({
  kind,
  partyId,
  businessProfile,
}: {
  kind: PartyKind;
  partyId: string;
  businessProfile?: BusinessProfileSlot | undefined;
}) {
  const party = useParty(kind, partyId);
  usePageTitle(party.data ? `${party.data.name} · Onboarding` : 'Onboarding details');

  if (party.isPending) return <Loading />;
  if (party.isError) return <LoadError title="We could not load this registration" error={party.error} />;
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
      <PartyStanding kind={kind} party={party.data} />
      <SectionCard title="Registration">
        <PartyDetails party={party.data} type={partyKinds[kind].label} />
      </SectionCard>
      {businessProfile?.(partyId)}
      <ContactsSection kind={kind} partyId={partyId} />
    </Stack>
  );
}

/** /admin/onboardings/{t}/{id}: t is s (supplier) or o (offtaker). */
export function OnboardingDetailsPage({ businessProfile }: { businessProfile?: BusinessProfileSlot } = {}) {
  const { t, id } = useParams();
  const kind = kindFromRouteType(t);
  return (
    <Stack gap="md">
      <BackLink href={paths.admin.onboardings.href()} label="Onboarding" />
      {kind && id ? (
        <Details key={`${kind}/${id}`} kind={kind} partyId={id} businessProfile={businessProfile} />
      ) : (
        <Alert color="red" variant="light" role="alert" title="We could not find this registration">
          The address should name a supplier (s) or an offtaker (o) and an id.
        </Alert>
      )}
    </Stack>
  );
}
