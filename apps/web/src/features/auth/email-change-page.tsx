import type { EmailChangeOutcome } from '@gas/shared';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeading } from '../../components/page-heading.tsx';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useFollowEmailChangeLink } from './api/email-change-link.ts';
import { DoneHeading } from './done-heading.tsx';
import { FormAlert } from './form-alert.tsx';

function LinkRefused({ message }: { message: string }) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('emailChange.title')}
      </Title>
      <Alert color="red" variant="light" role="alert" title={t('linkDidNotWork')}>
        {message}
      </Alert>
      <Button component={Link} to={paths.auth.login.href()} variant="outline" w="fit-content">
        {t('logIn')}
      </Button>
    </Stack>
  );
}

function Done({ outcome }: { outcome: EmailChangeOutcome }) {
  const { t } = useTranslation('auth');
  const values = { email: outcome.newEmail };
  const strong = { strong: <strong /> };
  if (outcome.outcome === 'cancelled') {
    return (
      <Stack gap="md" align="flex-start">
        <DoneHeading>{t('emailChange.cancelledTitle')}</DoneHeading>
        <Text>
          <Trans t={t} i18nKey="emailChange.cancelled" values={values} components={strong} />
        </Text>
      </Stack>
    );
  }
  if (outcome.outcome === 'waiting') {
    return (
      <Stack gap="md" align="flex-start">
        <DoneHeading>{t('emailChange.waitingTitle')}</DoneHeading>
        <Text>
          <Trans t={t} i18nKey="emailChange.waiting" values={values} components={strong} />
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="md" align="flex-start">
      <DoneHeading>{t('emailChange.changedTitle')}</DoneHeading>
      <Text>
        <Trans t={t} i18nKey="emailChange.changed" values={values} components={strong} />
      </Text>
      <Button component={Link} to={paths.auth.login.href()} size="md">
        {t('logIn')}
      </Button>
    </Stack>
  );
}

/**
 * /email-change?token=...: the page both emailed links of an email change open. The current
 * address's link confirms or cancels; the new address's link confirms (or cancels too).
 */
export function EmailChangePage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('emailChange.title'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const follow = useFollowEmailChangeLink();
  const [alert, setAlert] = useState<string | null>(null);
  const [linkRefusal, setLinkRefusal] = useState<string | null>(null);

  if (!token) return <LinkRefused message={t('emailChange.incompleteLink')} />;
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
        title={t('emailChange.title')}
        description={t('emailChange.description')}
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
          {t('emailChange.confirm')}
        </Button>
        <Button
          size="md"
          variant="outline"
          color="red"
          onClick={() => act('cancel')}
          loading={pendingAction === 'cancel'}
          disabled={follow.isPending}
        >
          {t('emailChange.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
