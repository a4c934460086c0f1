import { loginSchema } from '@gas/shared';
import { Alert, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailInput } from '../../components/form-fields.tsx';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useResendVerification } from './api/resend-verification.ts';
import { FormAlert } from './form-alert.tsx';

const resendSchema = loginSchema.pick({ email: true });

/** "Send a new link": one Email Address field posting auth/verify/resend. */
export function ResendLinkForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { t } = useTranslation('auth');
  const form = useSchemaForm(resendSchema, { email: initialEmail });
  const resend = useResendVerification();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(
    (values) =>
      resend.mutate(values.email, {
        onSuccess: () => setSentTo(values.email),
        onError: (error) => setAlert(form.takeServerError(error)),
      }),
    () => {
      setAlert(null);
      setSentTo(null);
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('resend.formLabel')}>
      <Stack gap="md">
        <FormAlert message={alert} />
        {sentTo && (
          <Alert color="green" variant="light" role="status" title={t('checkYourEmail')}>
            {t('resend.sent', { email: sentTo })}
          </Alert>
        )}
        <EmailInput {...form.inputProps('email')} label={t('fields.email')} />
        <Button type="submit" loading={resend.isPending} variant="outline">
          {t('resend.submit')}
        </Button>
      </Stack>
    </form>
  );
}
