import {
  emailNotVerifiedMessage,
  emailNotVerifiedMessageHa,
  loginSchema,
  type SecondFactorDue,
} from '@gas/shared';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
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
    // In the language the server answered in (Accept-Language, issue 23).
    error.errors.some(
      ({ message }) => message === emailNotVerifiedMessage || message === emailNotVerifiedMessageHa,
    )
  );
}

/** Inside the not-verified alert: one click sends a new link to the address typed above. */
function SendNewLink({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const resend = useResendVerification();
  if (resend.isSuccess) {
    return (
      <Text size="sm" mt="sm" role="status" fw={600}>
        {t('login.newLinkSent', { email })}
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
        {t('login.sendNewLink')}
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
  const { t } = useTranslation('auth');
  usePageTitle(t('login.pageTitle'));
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
          title={isEnrolment ? t('twoFactor.enrolTitle') : t('twoFactor.title')}
          description={isEnrolment ? t('twoFactor.enrolDescription') : t('twoFactor.description')}
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
      <PageHeading title={t('login.title')} description={t('login.description')} descriptionSize="md" />
      {notice && !alert && (
        <Alert color="brand" variant="light" role="status">
          {t(`login.notice.${notice}`)}
        </Alert>
      )}
      <FormAlert message={alert}>{unverifiedEmail && <SendNewLink email={unverifiedEmail} />}</FormAlert>
      <form onSubmit={onSubmit} noValidate aria-label={t('login.formLabel')}>
        <Stack gap="md">
          <EmailInput {...form.inputProps('email')} label={t('fields.email')} />
          <PasswordInput
            {...form.inputProps('password')}
            label={t('fields.password')}
            autoComplete="current-password"
            withAsterisk
          />
          <Anchor component={Link} to={paths.auth.forgotPassword.href()} size="sm" fw={600} w="fit-content">
            {t('login.forgotPassword')}
          </Anchor>
          <Button type="submit" loading={login.isPending} fullWidth size="md">
            {t('logIn')}
          </Button>
        </Stack>
      </form>
      <Text size="sm">
        <Trans
          t={t}
          i18nKey="login.newHere"
          components={{ anchor: <Anchor component={Link} to={paths.auth.provider.href()} fw={600} /> }}
        />
      </Text>
    </Stack>
  );
}
