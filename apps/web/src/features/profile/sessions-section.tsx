import { formatDateTime, type SessionSummary } from '@gas/shared';
import { Alert, Badge, Button, Card, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
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
  isPending: boolean;
};

function SessionAction({ session, onRevoke, isPending }: RevokeProps) {
  if (session.isCurrent) {
    return (
      <Badge color="green" variant="light">
        This session
      </Badge>
    );
  }
  return (
    <Button
      size="xs"
      variant="outline"
      color="red"
      loading={isPending}
      onClick={() => onRevoke(session)}
      aria-label={`Sign out ${session.device}, last used ${formatDateTime(session.lastUsedUtc)}`}
    >
      Sign out
    </Button>
  );
}

function SessionTable({
  sessions,
  ...action
}: { sessions: SessionSummary[] } & Omit<RevokeProps, 'session'>) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label="Your sessions" verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Device</Table.Th>
            <Table.Th>Address</Table.Th>
            <Table.Th>Signed in</Table.Th>
            <Table.Th>Last used</Table.Th>
            <Table.Th>
              <VisuallyHidden>Action</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sessions.map((session) => (
            <Table.Tr key={session.id}>
              <Table.Td>{session.device}</Table.Td>
              <Table.Td>{session.ipAddress ?? 'Unknown'}</Table.Td>
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
  return (
    <Stack gap="sm" role="list" aria-label="Your sessions">
      {sessions.map((session) => (
        <Card key={session.id} withBorder padding="sm" role="listitem" aria-label={session.device}>
          <Stack gap={4} align="flex-start">
            <Text fw={600}>{session.device}</Text>
            <Text size="sm">Address: {session.ipAddress ?? 'Unknown'}</Text>
            <Text size="sm">Signed in: {formatDateTime(session.signedInUtc)}</Text>
            <Text size="sm">Last used: {formatDateTime(session.lastUsedUtc)}</Text>
            <SessionAction session={session} {...action} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** The account's open sessions, each with "Sign out", and "Sign out everywhere else". */
export function SessionsSection() {
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
      onSuccess: () => setDone(`${session.device} is signed out.`),
      onError: (error) => setFailure(error.message),
    });
  };
  const onRevokeOthers = () => {
    setDone(null);
    setFailure(null);
    revokeOthers.mutate(undefined, {
      onSuccess: ({ revoked }) =>
        setDone(
          revoked === 1 ? 'One other session is signed out.' : `${revoked} other sessions are signed out.`,
        ),
      onError: (error) => setFailure(error.message),
    });
  };
  const action = { onRevoke, isPending: revoke.isPending };

  return (
    <SectionCard
      title="Your sessions"
      action={
        others > 0 && (
          <Button
            size="xs"
            variant="outline"
            color="red"
            loading={revokeOthers.isPending}
            onClick={onRevokeOthers}
          >
            Sign out everywhere else
          </Button>
        )
      }
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Where your account is signed in. Sign out any session you do not recognise, then change your
          password.
        </Text>
        {done && (
          <Alert color="green" variant="light" role="status">
            {done}
          </Alert>
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert" title="We could not sign that session out">
            {failure}
          </Alert>
        )}
        {sessions.isPending && <Loading />}
        {sessions.isError && (
          <LoadError
            title="We could not load your sessions"
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
