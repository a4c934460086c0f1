import { enrolmentLoginSchema, type Role, type SecondFactorDue, secondFactorLoginSchema } from '@gas/shared';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { RecoveryCodes } from '../../components/recovery-codes.tsx';
import { TotpSetup } from '../../components/totp-setup.tsx';
import { ApiError } from '../../lib/api.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { logInWithEnrolment } from './api/log-in-enrolment.ts';
import { logInWithSecondFactor } from './api/log-in-second-factor.ts';
import { FormAlert } from './form-alert.tsx';

// The second step of a log-in (two-factor sign-in, issue 21): after the right password the server
// answers a challenge; these forms send it with a code. The challenge lasts 5 minutes: when it has
// gone (401), the way out is to log in again.

const codeForm = z.object({ code: secondFactorLoginSchema.shape.code });
const appCodeForm = z.object({ code: enrolmentLoginSchema.shape.code });

/** A refused challenge (expired, used, or dead after wrong codes): the person starts again. */
const isChallengeGone = (error: Error) => error instanceof ApiError && error.status === 401;

function LogInAgain({ onRestart }: { onRestart: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Button size="xs" variant="outline" color="red" mt="sm" onClick={onRestart}>
      {t('twoFactor.logInAgain')}
    </Button>
  );
}

type StepProps = { due: SecondFactorDue; onSignedIn: (role: Role) => void; onRestart: () => void };

/** The code of the authenticator app, or ("Use a recovery code") one of the recovery codes. */
export function SecondFactorStep({ due, onSignedIn, onRestart }: StepProps) {
  const { t } = useTranslation('auth');
  const [byRecoveryCode, setByRecoveryCode] = useState(false);
  const form = useSchemaForm(codeForm, { code: '' });
  const [alert, setAlert] = useState<string | null>(null);
  const [isGone, setIsGone] = useState(false);
  const verify = useMutation({
    mutationFn: logInWithSecondFactor,
    onSuccess: onSignedIn,
    onError: (error) => {
      setAlert(form.takeServerError(error));
      setIsGone(isChallengeGone(error));
    },
  });
  const onSubmit = form.handleSubmit(
    ({ code }) => verify.mutate({ challenge: due.challenge, code }),
    () => setAlert(null),
  );
  return (
    <Stack gap="md">
      <FormAlert message={alert}>{isGone && <LogInAgain onRestart={onRestart} />}</FormAlert>
      <form onSubmit={onSubmit} noValidate aria-label={t('twoFactor.title')}>
        <Stack gap="md">
          {byRecoveryCode ? (
            <TextInput
              {...form.inputProps('code')}
              label={t('twoFactor.recoveryCode')}
              description={t('twoFactor.recoveryCodeHint')}
              autoComplete="off"
              withAsterisk
            />
          ) : (
            <TextInput
              {...form.inputProps('code')}
              label={t('twoFactor.appCode')}
              description={t('twoFactor.appCodeHint')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              withAsterisk
            />
          )}
          <Anchor
            component="button"
            type="button"
            size="sm"
            fw={600}
            w="fit-content"
            onClick={() => {
              setByRecoveryCode((value) => !value);
              form.setField('code', '');
            }}
          >
            {byRecoveryCode ? t('twoFactor.useApp') : t('twoFactor.useRecoveryCode')}
          </Anchor>
          <Button type="submit" loading={verify.isPending} fullWidth size="md">
            {t('twoFactor.verify')}
          </Button>
          <Anchor component="button" type="button" size="sm" w="fit-content" onClick={onRestart}>
            {t('twoFactor.backToLogIn')}
          </Anchor>
        </Stack>
      </form>
    </Stack>
  );
}

/**
 * An operator without an authenticator sets one up before the first sign-in: scan, enter the
 * first code; then the recovery codes, once, and on to the operator's home.
 */
export function EnrolmentStep({ due, email, onSignedIn, onRestart }: StepProps & { email: string }) {
  const { t } = useTranslation('auth');
  const form = useSchemaForm(appCodeForm, { code: '' });
  const [alert, setAlert] = useState<string | null>(null);
  const [isGone, setIsGone] = useState(false);
  const enrol = useMutation({
    mutationFn: logInWithEnrolment,
    onError: (error) => {
      setAlert(form.takeServerError(error));
      setIsGone(isChallengeGone(error));
    },
  });
  const onSubmit = form.handleSubmit(
    ({ code }) => enrol.mutate({ challenge: due.challenge, code }),
    () => setAlert(null),
  );
  if (enrol.isSuccess) {
    const { role, recoveryCodes } = enrol.data;
    return (
      <Stack gap="md">
        <Text role="status" fw={600}>
          {t('twoFactor.isOn')}
        </Text>
        <RecoveryCodes codes={recoveryCodes} account={email} />
        <Button onClick={() => onSignedIn(role)} size="md">
          {t('twoFactor.continue')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm">{t('twoFactor.operatorsIntro')}</Text>
      {due.enrolment && <TotpSetup enrolment={due.enrolment} />}
      <FormAlert message={alert}>{isGone && <LogInAgain onRestart={onRestart} />}</FormAlert>
      <form onSubmit={onSubmit} noValidate aria-label={t('twoFactor.enrolTitle')}>
        <Stack gap="md">
          <TextInput
            {...form.inputProps('code')}
            label={t('twoFactor.appCode')}
            description={t('twoFactor.appCodeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            withAsterisk
          />
          <Button type="submit" loading={enrol.isPending} fullWidth size="md">
            {t('twoFactor.turnOn')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
