import { authFieldLabels as labels, newPasswordFormSchema } from '@gas/shared';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
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

const incompleteLinkMessage =
  'This link is incomplete. Open the link from your email again, or ask for a new one.';

/** The link itself did not work (unknown, used, expired or incomplete): why, and a new one. */
function LinkRefused({ message }: { message: string }) {
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Reset your password
      </Title>
      <Alert color="red" variant="light" role="alert" title="This link did not work">
        {message}
      </Alert>
      <Button component={Link} to={paths.auth.forgotPassword.href()} variant="outline" w="fit-content">
        Ask for a new link
      </Button>
    </Stack>
  );
}

function PasswordReset({ email }: { email: string }) {
  return (
    <Stack gap="md" align="flex-start">
      <DoneHeading>Password changed</DoneHeading>
      <Text>
        The password of <strong>{email}</strong> is changed, and every session of the account has ended. Log
        in with your new password.
      </Text>
      <Button component={Link} to={paths.auth.login.href()} size="md">
        Log in
      </Button>
    </Stack>
  );
}

/** /reset-password?token=...: the page the password-reset email links to. */
export function ResetPasswordPage() {
  usePageTitle('Reset your password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const form = useSchemaForm(newPasswordFormSchema, { password: '', confirm: '' });
  const reset = useCompletePasswordReset();
  const [alert, setAlert] = useState<string | null>(null);
  const [linkRefusal, setLinkRefusal] = useState<string | null>(null);

  if (!token) return <LinkRefused message={incompleteLinkMessage} />;
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
      <PageHeading
        title="Reset your password"
        description="Choose a new password for your account. Every session of the account ends when it is changed."
        descriptionSize="md"
      />
      <FormAlert message={alert} />
      <form onSubmit={onSubmit} noValidate aria-label="Choose a new password">
        <Stack gap="md">
          <NewPasswordInput {...form.inputProps('password')} label={labels.password} />
          <NewPasswordInput {...form.inputProps('confirm')} label={labels.confirm} />
          <Button type="submit" loading={reset.isPending} fullWidth size="md">
            Set the new password
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
