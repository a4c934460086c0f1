import { passwordResetMinutes, passwordResetRequestSchema } from '@gas/shared';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmailInput } from '../../components/form-fields.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useRequestPasswordReset } from './api/password-reset.ts';
import { FormAlert } from './form-alert.tsx';

/** /forgot-password: asks for a password-reset link (linked from the log-in page). */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('forgot.title'));
  const form = useSchemaForm(passwordResetRequestSchema, { email: '' });
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(
    (values) =>
      request.mutate(values, {
        onSuccess: () => setSentTo(values.email),
        onError: (error) => setAlert(form.takeServerError(error)),
      }),
    () => {
      setAlert(null);
      setSentTo(null);
    },
  );

  return (
    <Stack gap="lg">
      <PageHeading title={t('forgot.title')} description={t('forgot.description')} descriptionSize="md" />
      <FormAlert message={alert} />
      {sentTo && (
        <Alert color="green" variant="light" role="status" title={t('checkYourEmail')}>
          {t('forgot.sent', { email: sentTo, minutes: passwordResetMinutes })}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate aria-label={t('forgot.formLabel')}>
        <Stack gap="md">
          <EmailInput {...form.inputProps('email')} label={t('fields.email')} />
          <Button type="submit" loading={request.isPending} fullWidth size="md">
            {t('forgot.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm">
        <Trans
          t={t}
          i18nKey="forgot.remembered"
          components={{ anchor: <Anchor component={Link} to={paths.auth.login.href()} fw={600} /> }}
        />
      </Text>
    </Stack>
  );
}
