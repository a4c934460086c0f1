import { newPasswordFormSchema } from '@gas/shared';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { NewPasswordInput } from '../../components/form-fields.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useCompletePasswordReset } from './api/password-reset.ts';
import { DoneHeading } from './done-heading.tsx';
import { FormAlert } from './form-alert.tsx';

/** The link itself did not work (unknown, used, expired or incomplete): why, and a new one. */
function LinkRefused({ message }: { message: string }) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('reset.title')}
      </Title>
      <Alert color="red" variant="light" role="alert" title={t('linkDidNotWork')}>
        {message}
      </Alert>
      <Button component={Link} to={paths.auth.forgotPassword.href()} variant="outline" w="fit-content">
        {t('reset.askNewLink')}
      </Button>
    </Stack>
  );
}

function PasswordReset({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="md" align="flex-start">
      <DoneHeading>{t('reset.changedTitle')}</DoneHeading>
      <Text>
        <Trans t={t} i18nKey="reset.changed" values={{ email }} components={{ strong: <strong /> }} />
      </Text>
      <Button component={Link} to={paths.auth.login.href()} size="md">
        {t('logIn')}
      </Button>
    </Stack>
  );
}

/** /reset-password?token=...: the page the password-reset email links to. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('reset.title'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const form = useSchemaForm(newPasswordFormSchema, { password: '', confirm: '' });
  const reset = useCompletePasswordReset();
  const [alert, setAlert] = useState<string | null>(null);
  const [linkRefusal, setLinkRefusal] = useState<string | null>(null);

  if (!token) return <LinkRefused message={t('reset.incompleteLink')} />;
  if (linkRefusal) return <LinkRefused message={linkRefusal} />;
  if (reset.isSuccess) return <PasswordReset email={reset.data.email} />;

  const onSubmit = form.handleSubmit(
    (values) =>
      reset.mutate(
        { token, ...values },
        {
          onError: (error) => {
            const tokenMessage = error instanceof ApiError ? error.fieldMessage('token') : undefined;
            if (tokenMessage) setLinkRefusal(tokenMessage);
            else setAlert(form.takeServerError(error));
          },
        },
      ),
    () => setAlert(null),
  );

  return (
    <Stack gap="lg">
      <PageHeading title={t('reset.title')} description={t('reset.description')} descriptionSize="md" />
      <FormAlert message={alert} />
      <form onSubmit={onSubmit} noValidate aria-label={t('reset.formLabel')}>
        <Stack gap="md">
          <NewPasswordInput {...form.inputProps('password')} label={t('fields.password')} />
          <NewPasswordInput {...form.inputProps('confirm')} label={t('fields.confirm')} />
          <Button type="submit" loading={reset.isPending} fullWidth size="md">
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
