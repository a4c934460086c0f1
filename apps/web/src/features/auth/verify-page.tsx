import { Alert, Button, Center, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useVerifyEmail } from './api/verify-email.ts';
import { DoneHeading } from './done-heading.tsx';
import { ResendLinkForm } from './resend-link-form.tsx';

function LogInButton() {
  const { t } = useTranslation('auth');
  return (
    <Button component={Link} to={paths.auth.login.href()} size="md">
      {t('logIn')}
    </Button>
  );
}

function Confirmed({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="md" align="flex-start">
      <DoneHeading>{t('verify.confirmedTitle')}</DoneHeading>
      <Text>
        <Trans t={t} i18nKey="verify.confirmed" values={{ email }} components={{ strong: <strong /> }} />
      </Text>
      <LogInButton />
    </Stack>
  );
}

/** The address is not confirmed: the page's heading, why (under `title`), then what to do. */
function Unconfirmed({ title, message, children }: { title: string; message: string; children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('verify.title')}
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
  const { t } = useTranslation('auth');
  return (
    <Unconfirmed title={t('linkDidNotWork')} message={message}>
      {isUsedLink && (
        <Stack gap="xs" align="flex-start">
          <Text>{t('verify.alreadyConfirmed')}</Text>
          <LogInButton />
        </Stack>
      )}
      {isUsedLink && <Divider label={t('verify.stillWaiting')} labelPosition="left" />}
      <ResendLinkForm />
    </Unconfirmed>
  );
}

/** /verify?token=...: the page the verification email links to. */
export function VerifyPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('verify.title'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const verification = useVerifyEmail(token);

  if (!token) return <NotConfirmed message={t('verify.incompleteLink')} isUsedLink={false} />;

  if (verification.isPending) {
    return (
      <Center py="xl">
        <Group gap="sm" role="status" aria-live="polite">
          <Loader size="sm" color="brand" />
          <Text>{t('verify.confirming')}</Text>
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
    <Unconfirmed title={t('verify.couldNotConfirm')} message={error.message}>
      <Group>
        <Button onClick={() => void verification.refetch()} loading={verification.isFetching}>
          {t('verify.tryAgain')}
        </Button>
      </Group>
    </Unconfirmed>
  );
}
