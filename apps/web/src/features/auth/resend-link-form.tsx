import { authFieldLabels as labels, loginSchema } from '@gas/shared';
import { Alert, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { EmailInput } from '../../components/form-fields.tsx';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useResendVerification } from './api/resend-verification.ts';
import { FormAlert } from './form-alert.tsx';

const resendSchema = loginSchema.pick({ email: true });

/** "Send a new link": one Email Address field posting auth/verify/resend. */
export function ResendLinkForm({ initialEmail = '' }: { initialEmail?: string }) {
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
    <form onSubmit={onSubmit} noValidate aria-label="Send a new link">
      <Stack gap="md">
        <FormAlert message={alert} />
        {sentTo && (
          <Alert color="green" variant="light" role="status" title="Check your email">
            If {sentTo} has a registration waiting for confirmation, a new link is on its way. It works once,
            within 24 hours.
          </Alert>
        )}
        <EmailInput {...form.inputProps('email')} label={labels.email} />
        <Button type="submit" loading={resend.isPending} variant="outline">
          Send a new link
        </Button>
      </Stack>
    </form>
  );
}
