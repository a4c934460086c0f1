import { Alert, Button, Center, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useVerifyEmail } from './api/verify-email.ts';
import { DoneHeading } from './done-heading.tsx';
import { ResendLinkForm } from './resend-link-form.tsx';

const incompleteLinkMessage =
  'This link is incomplete. Open the link from your email again, or ask for a new one below.';

function LogInButton() {
  return (
    <Button component={Link} to={paths.auth.login.href()} size="md">
      Log in
    </Button>
  );
}

function Confirmed({ email }: { email: string }) {
  return (
    <Stack gap="md" align="flex-start">
      <DoneHeading>Email address confirmed</DoneHeading>
      <Text>
        Thank you: <strong>{email}</strong> is confirmed. The exchange now reviews your registration. You can
        log in and look around meanwhile; trading opens once you are approved.
      </Text>
      <LogInButton />
    </Stack>
  );
}

/** The address is not confirmed: the page's heading, why (under `title`), then what to do. */
function Unconfirmed({ title, message, children }: { title: string; message: string; children: ReactNode }) {
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Confirm your email address
      </Title>
      <Alert color="red" variant="light" role="alert" title={title}>
        {message}
      </Alert>
      {children}
    </Stack>
  );
}

/** The link did not work: why, and a way to get a new one. */
function NotConfirmed({ message, isUsedLink }: { message: string; isUsedLink: boolean }) {
  return (
    <Unconfirmed title="This link did not work" message={message}>
      {isUsedLink && (
        <Stack gap="xs" align="flex-start">
          <Text>If you have already confirmed your address, you can log in.</Text>
          <LogInButton />
        </Stack>
      )}
      {isUsedLink && <Divider label="Still waiting for confirmation?" labelPosition="left" />}
      <ResendLinkForm />
    </Unconfirmed>
  );
}

/** /verify?token=...: the page the verification email links to. */
export function VerifyPage() {
  usePageTitle('Confirm your email address');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const verification = useVerifyEmail(token);

  if (!token) return <NotConfirmed message={incompleteLinkMessage} isUsedLink={false} />;

  if (verification.isPending) {
    return (
      <Center py="xl">
        <Group gap="sm" role="status" aria-live="polite">
          <Loader size="sm" color="brand" />
          <Text>Confirming your email address...</Text>
        </Group>
      </Center>
    );
  }

  if (verification.isSuccess) return <Confirmed email={verification.data.email} />;

  const error = verification.error;
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 404 || status === 409 || status === 400) {
    return <NotConfirmed message={error.message} isUsedLink={status === 404} />;
  }
  // No answer or a server fault: the token may still be good, so offer to try it again.
  return (
    <Unconfirmed title="We could not confirm your address" message={error.message}>
      <Group>
        <Button onClick={() => void verification.refetch()} loading={verification.isFetching}>
          Try again
        </Button>
      </Group>
    </Unconfirmed>
  );
}
