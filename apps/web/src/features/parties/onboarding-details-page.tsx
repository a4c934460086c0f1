import type { OnboardingDecision, Party, PartyKind } from '@gas/shared';
import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApproveRejectPanel } from '../../components/decision-bar.tsx';
import { LoadError, Loading } from '../../components/load-states.tsx';
import { BackLink } from '../../components/page-heading.tsx';
import { ContactCard, ContactList, PartyDetails } from '../../components/party-details.tsx';
import { PageSection, SectionCard } from '../../components/section.tsx';
import { StatusBadge, translateStatus } from '../../components/status-badge.tsx';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useDecideOnboarding } from './api/decide-onboarding.ts';
import { useContacts } from './api/get-contacts.ts';
import { useParty } from './api/get-party.ts';
import { kindFromRouteType } from './party-kinds.ts';
import { PartyStanding } from './party-standing.tsx';

type T = TFunction<'parties'>;

/** What each decision does, said before it is made (UI.md: every approve or reject says so). */
function decisionText(t: T, decision: OnboardingDecision, kind: PartyKind, party: Party) {
  const name = party.name;
  const mailTo = party.email ? t('decision.mailTo', { email: party.email }) : '';
  if (decision === 'Approve') {
    return {
      title: t('decision.approveTitle', { name }),
      explanation: t('decision.approveExplanation', { name, allows: t(`allows.${kind}`), mailTo }),
      submitLabel: t('decision.approve'),
      successMessage: t('decision.approved', { name }),
    };
  }
  return {
    title: t('decision.rejectTitle', { name }),
    explanation: t('decision.rejectExplanation', { name, mailTo }),
    submitLabel: t('decision.reject'),
    successMessage: t('decision.rejected', { name }),
  };
}

/** Why there is nothing to decide; another status is said in the reader's language. */
function statusNote(t: T, tc: TFunction<'components'>, status: string): string {
  if (status === 'Active' || status === 'Rejected' || status === 'Unconfirmed')
    return t(`statusNote.${status}`);
  return t('statusNote.other', { status: translateStatus(tc, status) });
}

function ContactsSection({ kind, partyId }: { kind: PartyKind; partyId: string }) {
  const { t } = useTranslation('parties');
  const contacts = useContacts(kind, partyId);
  return (
    <PageSection title={t('details.contacts')}>
      {contacts.isPending && <Text c="dimmed">{t('loading')}</Text>}
      {contacts.isError && <LoadError title={t('details.contactsError')} error={contacts.error} />}
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
  const { t } = useTranslation('parties');
  const { t: tc } = useTranslation('components');
  const decide = useDecideOnboarding(kind, party.id);
  const approve = decisionText(t, 'Approve', kind, party);
  const reject = decisionText(t, 'Reject', kind, party);
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
        prompt={t('details.prompt')}
        note={!decide.isSuccess && statusNote(t, tc, party.status)}
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
  const { t } = useTranslation('parties');
  const party = useParty(kind, partyId);
  usePageTitle(party.data ? t('details.pageTitle', { name: party.data.name }) : t('details.fallbackTitle'));

  if (party.isPending) return <Loading />;
  if (party.isError) return <LoadError title={t('details.loadError')} error={party.error} />;
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={1} size="h2">
          {party.data.name}
        </Title>
        <Group gap="xs">
          <Badge variant="outline" color="gray" radius="sm" style={{ textTransform: 'none' }}>
            {t(`kinds.${kind}`)}
          </Badge>
          <StatusBadge status={party.data.status} />
        </Group>
      </Stack>
      <Decision kind={kind} party={party.data} />
      <PartyStanding kind={kind} party={party.data} />
      <SectionCard title={t('details.registration')}>
        <PartyDetails party={party.data} type={t(`kinds.${kind}`)} />
      </SectionCard>
      {businessProfile?.(partyId)}
      <ContactsSection kind={kind} partyId={partyId} />
    </Stack>
  );
}

/** /admin/onboardings/{t}/{id}: t is s (supplier) or o (offtaker). */
export function OnboardingDetailsPage({ businessProfile }: { businessProfile?: BusinessProfileSlot } = {}) {
  const { t } = useTranslation('parties');
  const { t: routeType, id } = useParams();
  const kind = kindFromRouteType(routeType);
  return (
    <Stack gap="md">
      <BackLink href={paths.admin.onboardings.href()} label={t('onboarding.title')} />
      {kind && id ? (
        <Details key={`${kind}/${id}`} kind={kind} partyId={id} businessProfile={businessProfile} />
      ) : (
        <Alert color="red" variant="light" role="alert" title={t('details.notFound')}>
          {t('details.notFoundText')}
        </Alert>
      )}
    </Stack>
  );
}
