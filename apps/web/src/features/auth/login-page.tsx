import { emailNotVerifiedMessage, loginSchema, type SecondFactorDue } from '@gas/shared';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { EmailInput } from '../../components/form-fields.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api.ts';
import { type LoginLocationState, roleHome } from '../../lib/session.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { logIn } from './api/log-in.ts';
import { useResendVerification } from './api/resend-verification.ts';
import { FormAlert } from './form-alert.tsx';
import { EnrolmentStep, SecondFactorStep } from './second-factor-steps.tsx';

/**
 * The server refuses an unverified address with a 403 for the whole form: a state of the account,
 * shown in the alert with its way out, not a field error on the (right) address.
 */
function isNotVerified(error: Error): boolean {
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    error.errors.some((fieldError) => fieldError.message === emailNotVerifiedMessage)
  );
}

/** Inside the not-verified alert: one click sends a new link to the address typed above. */
function SendNewLink({ email }: { email: string }) {
  const resend = useResendVerification();
  if (resend.isSuccess) {
    return (
      <Text size="sm" mt="sm" role="status" fw={600}>
        We sent a new link to {email}. Follow it within 24 hours, then log in.
      </Text>
    );
  }
  return (
    <Stack gap={6} mt="sm" align="flex-start">
      <Button
        size="xs"
        variant="outline"
        color="red"
        loading={resend.isPending}
        onClick={() => resend.mutate(email)}
      >
        Send a new link
      </Button>
      {resend.isError && (
        <Text size="sm" role="alert">
          {resend.error.message}
        </Text>
      )}
    </Stack>
  );
}

export function LoginPage() {
  usePageTitle('Log In');
  const navigate = useNavigate();
  const notice = (useLocation().state as LoginLocationState | null)?.notice;
  const form = useSchemaForm(loginSchema, { email: '', password: '' });
  const [alert, setAlert] = useState<string | null>(null);
  // The address that needs verifying, as it was typed when the server said so.
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);

  // After the right password, a second step may be due (two-factor sign-in): its challenge.
  const [due, setDue] = useState<SecondFactorDue | null>(null);
  const openHome = (role: keyof typeof roleHome) => navigate(roleHome[role], { replace: true });

  const login = useMutation({
    mutationFn: logIn,
    onSuccess: (outcome) => {
      if ('secondFactor' in outcome) setDue(outcome.secondFactor);
      else openHome(outcome.role);
    },
    onError: (error, values) => {
      setAlert(form.takeServerError(error));
      setUnverifiedEmail(isNotVerified(error) ? values.email : null);
    },
  });

  const onSubmit = form.handleSubmit(
    (values) => login.mutate(values),
    () => {
      setAlert(null);
      setUnverifiedEmail(null);
    },
  );

  if (due) {
    const restart = () => {
      setDue(null);
      form.setField('password', '');
    };
    const isEnrolment = due.secondFactor === 'enrolment';
    return (
      <Stack gap="lg">
        <PageHeading
          title={isEnrolment ? 'Set up two-factor sign-in' : 'Two-factor sign-in'}
          description={
            isEnrolment
              ? 'One more step before your first sign-in.'
              : 'Enter the code from your authenticator app to finish logging in.'
          }
          descriptionSize="md"
        />
        {isEnrolment ? (
          <EnrolmentStep due={due} email={form.values.email} onSignedIn={openHome} onRestart={restart} />
        ) : (
          <SecondFactorStep due={due} onSignedIn={openHome} onRestart={restart} />
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeading
        title="Log in"
        description="Welcome back. Log in to trade, fund your wallet or review approvals."
        descriptionSize="md"
      />
      {notice && !alert && (
        <Alert color="brand" variant="light" role="status">
          {notice}
        </Alert>
      )}
      <FormAlert message={alert}>{unverifiedEmail && <SendNewLink email={unverifiedEmail} />}</FormAlert>
      <form onSubmit={onSubmit} noValidate aria-label="Log in">
        <Stack gap="md">
          <EmailInput {...form.inputProps('email')} label="Email Address" />
          <PasswordInput
            {...form.inputProps('password')}
            label="Password"
            autoComplete="current-password"
            withAsterisk
          />
          <Anchor component={Link} to={paths.auth.forgotPassword.href()} size="sm" fw={600} w="fit-content">
            Forgot your password?
          </Anchor>
          <Button type="submit" loading={login.isPending} fullWidth size="md">
            Log in
          </Button>
        </Stack>
      </form>
      <Text size="sm">
        New to the exchange?{' '}
        <Anchor component={Link} to={paths.auth.provider.href()} fw={600}>
          Sign up
        </Anchor>
      </Text>
    </Stack>
  );
}
