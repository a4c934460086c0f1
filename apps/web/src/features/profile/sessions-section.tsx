import { formatDateTime, type SessionSummary } from '@gas/shared';
import { Alert, Badge, Button, Card, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, Loading } from '../../components/load-states.tsx';
import { SectionCard } from '../../components/section.tsx';
import { useSessions } from './api/get-sessions.ts';
import { useRevokeOtherSessions } from './api/revoke-other-sessions.ts';
import { useRevokeSession } from './api/revoke-session.ts';

// "Your sessions" (issue 21): every browser signed in to the account, and a way to end any of
// them at once. A table from 600 px; on a phone each session is a card.

type RevokeProps = {
  session: SessionSummary;
  onRevoke: (session: SessionSummary) => void;
  /** The session being signed out, if any: its button spins. */
  revokingId: string | null;
  /** A sign-out (of one session or of all the others) is on its way: every sign-out button waits. */
  busy: boolean;
};

function SessionAction({ session, onRevoke, revokingId, busy }: RevokeProps) {
  const { t } = useTranslation('profile');
  if (session.isCurrent) {
    return (
      <Badge color="green" variant="light">
        {t('sessions.thisSession')}
      </Badge>
    );
  }
  return (
    <Button
      size="xs"
      variant="outline"
      color="red"
      loading={revokingId === session.id}
      disabled={busy}
      onClick={() => onRevoke(session)}
      aria-label={t('sessions.signOutNamed', {
        device: session.device,
        when: formatDateTime(session.lastUsedUtc),
      })}
    >
      {t('sessions.signOut')}
    </Button>
  );
}

function SessionTable({
  sessions,
  ...action
}: { sessions: SessionSummary[] } & Omit<RevokeProps, 'session'>) {
  const { t } = useTranslation('profile');
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={t('sessions.title')} verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('sessions.device')}</Table.Th>
            <Table.Th>{t('sessions.address')}</Table.Th>
            <Table.Th>{t('sessions.signedIn')}</Table.Th>
            <Table.Th>{t('sessions.lastUsed')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('sessions.action')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sessions.map((session) => (
            <Table.Tr key={session.id}>
              <Table.Td>{session.device}</Table.Td>
              <Table.Td>{session.ipAddress ?? t('sessions.unknown')}</Table.Td>
              <Table.Td>{formatDateTime(session.signedInUtc)}</Table.Td>
              <Table.Td>{formatDateTime(session.lastUsedUtc)}</Table.Td>
              <Table.Td>
                <SessionAction session={session} {...action} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function SessionCards({
  sessions,
  ...action
}: { sessions: SessionSummary[] } & Omit<RevokeProps, 'session'>) {
  const { t } = useTranslation('profile');
  return (
    <Stack gap="sm" role="list" aria-label={t('sessions.title')}>
      {sessions.map((session) => (
        <Card key={session.id} withBorder padding="sm" role="listitem" aria-label={session.device}>
          <Stack gap={4} align="flex-start">
            <Text fw={600}>{session.device}</Text>
            <Text size="sm">
              {t('sessions.addressLine', { address: session.ipAddress ?? t('sessions.unknown') })}
            </Text>
            <Text size="sm">{t('sessions.signedInLine', { when: formatDateTime(session.signedInUtc) })}</Text>
            <Text size="sm">{t('sessions.lastUsedLine', { when: formatDateTime(session.lastUsedUtc) })}</Text>
            <SessionAction session={session} {...action} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** The account's open sessions, each with "Sign out", and "Sign out everywhere else". */
export function SessionsSection() {
  const { t } = useTranslation('profile');
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const isPhone = useMediaQuery('(max-width: 599px)', false, { getInitialValueInEffect: false });
  const list = sessions.data ?? [];
  const others = list.filter((session) => !session.isCurrent).length;

  const onRevoke = (session: SessionSummary) => {
    setDone(null);
    setFailure(null);
    revoke.mutate(session.id, {
      onSuccess: () => setDone(t('sessions.signedOut', { device: session.device })),
      onError: (error) => setFailure(error.message),
    });
  };
  const onRevokeOthers = () => {
    setDone(null);
    setFailure(null);
    revokeOthers.mutate(undefined, {
      onSuccess: ({ revoked }) => setDone(t('sessions.othersSignedOut', { count: revoked })),
      onError: (error) => setFailure(error.message),
    });
  };
  // One sign-out at a time: sent together, two would race to sign out the same session and their
  // messages would overwrite each other.
  const busy = revoke.isPending || revokeOthers.isPending;
  const action = { onRevoke, revokingId: revoke.isPending ? revoke.variables : null, busy };

  return (
    <SectionCard
      title={t('sessions.title')}
      action={
        others > 0 && (
          <Button
            size="xs"
            variant="outline"
            color="red"
            loading={revokeOthers.isPending}
            disabled={busy}
            onClick={onRevokeOthers}
          >
            {t('sessions.signOutOthers')}
          </Button>
        )
      }
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('sessions.intro')}
        </Text>
        {done && (
          <Alert color="green" variant="light" role="status">
            {done}
          </Alert>
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert" title={t('sessions.failed')}>
            {failure}
          </Alert>
        )}
        {sessions.isPending && <Loading />}
        {sessions.isError && (
          <LoadError
            title={t('sessions.loadFailed')}
            error={sessions.error}
            onRetry={() => void sessions.refetch()}
          />
        )}
        {sessions.data &&
          (isPhone ? (
            <SessionCards sessions={list} {...action} />
          ) : (
            <SessionTable sessions={list} {...action} />
          ))}
      </Stack>
    </SectionCard>
  );
}
