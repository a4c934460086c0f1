import type { EmailChangeOutcome } from '@gas/shared';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeading } from '../../components/page-heading.tsx';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useFollowEmailChangeLink } from './api/email-change-link.ts';
import { DoneHeading } from './done-heading.tsx';
import { FormAlert } from './form-alert.tsx';

const incompleteLinkMessage = 'This link is incomplete. Open the link from your email again.';

function LinkRefused({ message }: { message: string }) {
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Change of email address
      </Title>
      <Alert color="red" variant="light" role="alert" title="This link did not work">
        {message}
      </Alert>
      <Button component={Link} to={paths.auth.login.href()} variant="outline" w="fit-content">
        Log in
      </Button>
    </Stack>
  );
}

function Done({ outcome }: { outcome: EmailChangeOutcome }) {
  if (outcome.outcome === 'cancelled') {
    return (
      <Stack gap="md" align="flex-start">
        <DoneHeading>Change cancelled</DoneHeading>
        <Text>
          The change to <strong>{outcome.newEmail}</strong> is cancelled, and the account keeps its address.
          If you did not ask for it, change your password: someone knows it.
        </Text>
      </Stack>
    );
  }
  if (outcome.outcome === 'waiting') {
    return (
      <Stack gap="md" align="flex-start">
        <DoneHeading>Address confirmed</DoneHeading>
        <Text>
          Thank you. The change to <strong>{outcome.newEmail}</strong> happens once the other address confirms
          it too, from the link we emailed there.
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="md" align="flex-start">
      <DoneHeading>Email address changed</DoneHeading>
      <Text>
        The account's email address is now <strong>{outcome.newEmail}</strong>. Log in with it from now on;
        every other session of the account has ended.
      </Text>
      <Button component={Link} to={paths.auth.login.href()} size="md">
        Log in
      </Button>
    </Stack>
  );
}

/**
 * /email-change?token=...: the page both emailed links of an email change open. The current
 * address's link confirms or cancels; the new address's link confirms (or cancels too).
 */
export function EmailChangePage() {
  usePageTitle('Change of email address');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const follow = useFollowEmailChangeLink();
  const [alert, setAlert] = useState<string | null>(null);
  const [linkRefusal, setLinkRefusal] = useState<string | null>(null);

  if (!token) return <LinkRefused message={incompleteLinkMessage} />;
  if (linkRefusal) return <LinkRefused message={linkRefusal} />;
  if (follow.isSuccess) return <Done outcome={follow.data} />;

  const act = (action: 'confirm' | 'cancel') => {
    setAlert(null);
    follow.mutate(
      { action, token },
      {
        onError: (error) => {
          const tokenMessage = error instanceof ApiError ? error.fieldMessage('token') : undefined;
          if (tokenMessage) setLinkRefusal(tokenMessage);
          else setAlert(error.message);
        },
      },
    );
  };
  const pendingAction = follow.isPending ? follow.variables?.action : undefined;

  return (
    <Stack gap="lg">
      <PageHeading
        title="Change of email address"
        description="Someone asked to change the email address of an account, and this address received the link. Confirm the change if it was you; otherwise cancel it."
        descriptionSize="md"
      />
      <FormAlert message={alert} />
      <Group>
        <Button
          size="md"
          onClick={() => act('confirm')}
          loading={pendingAction === 'confirm'}
          disabled={follow.isPending}
        >
          Confirm the change
        </Button>
        <Button
          size="md"
          variant="outline"
          color="red"
          onClick={() => act('cancel')}
          loading={pendingAction === 'cancel'}
          disabled={follow.isPending}
        >
          Cancel the change
        </Button>
      </Group>
    </Stack>
  );
}
