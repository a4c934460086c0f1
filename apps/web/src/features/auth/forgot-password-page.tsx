import { authFieldLabels as labels, passwordResetMinutes, passwordResetRequestSchema } from '@gas/shared';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
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
  usePageTitle('Forgot your password?');
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
      <PageHeading
        title="Forgot your password?"
        description="Type the email address you log in with. We will email you a link to choose a new password."
        descriptionSize="md"
      />
      <FormAlert message={alert} />
      {sentTo && (
        <Alert color="green" variant="light" role="status" title="Check your email">
          If {sentTo} has an account with us, a link to reset its password is on its way. It works once,
          within {passwordResetMinutes} minutes. No email? Check your spam folder.
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate aria-label="Reset your password">
        <Stack gap="md">
          <EmailInput {...form.inputProps('email')} label={labels.email} />
          <Button type="submit" loading={request.isPending} fullWidth size="md">
            Email me a link
          </Button>
        </Stack>
      </form>
      <Text size="sm">
        Remembered it?{' '}
        <Anchor component={Link} to={paths.auth.login.href()} fw={600}>
          Log in
        </Anchor>
      </Text>
    </Stack>
  );
}
