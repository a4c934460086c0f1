import {
  formatDateTime,
  regenerateRecoveryCodesRequestSchema,
  type TotpEnrolment,
  twoFactorDisableRequestSchema,
  twoFactorEnableRequestSchema,
  twoFactorSetupRequestSchema,
} from '@gas/shared';
import { Alert, Badge, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LoadError, Loading } from '../../components/load-states.tsx';
import { RecoveryCodes } from '../../components/recovery-codes.tsx';
import { SectionCard } from '../../components/section.tsx';
import { TotpSetup } from '../../components/totp-setup.tsx';
import { getSession } from '../../lib/session.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useDisableTwoFactor } from './api/disable-two-factor.ts';
import { useEnableTwoFactor } from './api/enable-two-factor.ts';
import { useTwoFactor } from './api/get-two-factor.ts';
import { useRegenerateRecoveryCodes } from './api/regenerate-recovery-codes.ts';
import { useSetUpTwoFactor } from './api/set-up-two-factor.ts';

// "Two-factor sign-in" on the account page (issue 21): turn it on with an authenticator app (the
// password, then the QR code and the app's first code), see the recovery codes once, make new
// ones (password), turn it off (password and a code; operators must keep it).

type Step =
  | { name: 'idle' }
  | { name: 'password' }
  | { name: 'scan'; enrolment: TotpEnrolment }
  | { name: 'codes'; codes: string[] }
  | { name: 'regenerate' }
  | { name: 'disable' };

function ErrorAlert({ message }: { message: string | null }) {
  const { t } = useTranslation('profile');
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={t('failed')}>
      {message}
    </Alert>
  );
}

function FormButtons({
  label,
  isPending,
  onCancel,
}: {
  label: string;
  isPending: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation('profile');
  return (
    <Group gap="sm">
      <Button type="submit" loading={isPending}>
        {label}
      </Button>
      <Button variant="default" onClick={onCancel}>
        {t('cancel')}
      </Button>
    </Group>
  );
}

/** Step 1 of turning it on: the password again. */
function PasswordStep({
  onScan,
  onCancel,
}: {
  onScan: (enrolment: TotpEnrolment) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('profile');
  const form = useSchemaForm(twoFactorSetupRequestSchema, { password: '' });
  const setUp = useSetUpTwoFactor();
  const [alert, setAlert] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(
    (values) =>
      setUp.mutate(values, { onSuccess: onScan, onError: (error) => setAlert(form.takeServerError(error)) }),
    () => setAlert(null),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('twoFactor.turnOnLabel')}>
      <Stack gap="md" maw={480}>
        <ErrorAlert message={alert} />
        <PasswordInput
          {...form.inputProps('password')}
          label={t('twoFactor.password')}
          autoComplete="current-password"
          withAsterisk
        />
        <FormButtons label={t('twoFactor.continue')} isPending={setUp.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

/** Step 2: scan, then the app's first code turns it on. */
function ScanStep({
  enrolment,
  onEnabled,
  onCancel,
}: {
  enrolment: TotpEnrolment;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('profile');
  const form = useSchemaForm(twoFactorEnableRequestSchema, { code: '' });
  const enable = useEnableTwoFactor();
  const [alert, setAlert] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(
    (values) =>
      enable.mutate(values, {
        onSuccess: (answer) => onEnabled(answer.recoveryCodes),
        onError: (error) => setAlert(form.takeServerError(error)),
      }),
    () => setAlert(null),
  );
  return (
    <Stack gap="md">
      <TotpSetup enrolment={enrolment} />
      <form onSubmit={onSubmit} noValidate aria-label={t('twoFactor.confirmLabel')}>
        <Stack gap="md" maw={480}>
          <ErrorAlert message={alert} />
          <TextInput
            {...form.inputProps('code')}
            label={t('twoFactor.appCode')}
            description={t('twoFactor.appCodeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            withAsterisk
          />
          <FormButtons label={t('twoFactor.turnOn')} isPending={enable.isPending} onCancel={onCancel} />
        </Stack>
      </form>
    </Stack>
  );
}

/** What new recovery codes and turning it off both ask: the password again and a code (app or recovery). */
function PasswordAndCodeFields({
  inputProps,
}: {
  inputProps: ReturnType<typeof useSchemaForm<z.ZodType, { password: string; code: string }>>['inputProps'];
}) {
  const { t } = useTranslation('profile');
  return (
    <>
      <PasswordInput
        {...inputProps('password')}
        label={t('twoFactor.password')}
        autoComplete="current-password"
        withAsterisk
      />
      <TextInput
        {...inputProps('code')}
        label={t('twoFactor.appCode')}
        description={t('twoFactor.anyCodeHint')}
        autoComplete="one-time-code"
        withAsterisk
      />
    </>
  );
}

/** New recovery codes: the password again and a code (app or recovery). */
function RegenerateForm({ onCodes, onCancel }: { onCodes: (codes: string[]) => void; onCancel: () => void }) {
  const { t } = useTranslation('profile');
  const form = useSchemaForm(regenerateRecoveryCodesRequestSchema, { password: '', code: '' });
  const regenerate = useRegenerateRecoveryCodes();
  const [alert, setAlert] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(
    (values) =>
      regenerate.mutate(values, {
        onSuccess: (answer) => onCodes(answer.recoveryCodes),
        onError: (error) => setAlert(form.takeServerError(error)),
      }),
    () => setAlert(null),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('twoFactor.newCodesLabel')}>
      <Stack gap="md" maw={480}>
        <Text size="sm">{t('twoFactor.newCodesWarning')}</Text>
        <ErrorAlert message={alert} />
        <PasswordAndCodeFields inputProps={form.inputProps} />
        <FormButtons
          label={t('twoFactor.makeNewCodes')}
          isPending={regenerate.isPending}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}

/** Turning it off: the password and a code (app or recovery). */
function DisableForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('profile');
  const form = useSchemaForm(twoFactorDisableRequestSchema, { password: '', code: '' });
  const disable = useDisableTwoFactor();
  const [alert, setAlert] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(
    (values) =>
      disable.mutate(values, {
        onSuccess: onDone,
        onError: (error) => setAlert(form.takeServerError(error)),
      }),
    () => setAlert(null),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('twoFactor.turnOffLabel')}>
      <Stack gap="md" maw={480}>
        <ErrorAlert message={alert} />
        <PasswordAndCodeFields inputProps={form.inputProps} />
        <FormButtons label={t('twoFactor.turnOff')} isPending={disable.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

export function TwoFactorSection() {
  const { t } = useTranslation('profile');
  const status = useTwoFactor();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [notice, setNotice] = useState<string | null>(null);
  const idle = () => setStep({ name: 'idle' });
  const start = (next: Step) => {
    setNotice(null);
    setStep(next);
  };
  const account = String(getSession()?.user.email ?? t('twoFactor.yourAccount'));

  let body: ReactNode;
  if (status.isPending) body = <Loading />;
  else if (status.isError)
    body = (
      <LoadError
        title={t('twoFactor.loadFailed')}
        error={status.error}
        onRetry={() => void status.refetch()}
      />
    );
  else if (step.name === 'password')
    body = <PasswordStep onScan={(enrolment) => setStep({ name: 'scan', enrolment })} onCancel={idle} />;
  else if (step.name === 'scan')
    body = (
      <ScanStep
        enrolment={step.enrolment}
        onEnabled={(codes) => setStep({ name: 'codes', codes })}
        onCancel={idle}
      />
    );
  else if (step.name === 'codes')
    body = (
      <Stack gap="md">
        <RecoveryCodes codes={step.codes} account={account} />
        <Group>
          <Button onClick={idle}>{t('twoFactor.saved')}</Button>
        </Group>
      </Stack>
    );
  else if (step.name === 'regenerate')
    body = <RegenerateForm onCodes={(codes) => setStep({ name: 'codes', codes })} onCancel={idle} />;
  else if (step.name === 'disable')
    body = (
      <DisableForm
        onDone={() => {
          idle();
          setNotice(t('twoFactor.isOff'));
        }}
        onCancel={idle}
      />
    );
  else if (status.data.enabled)
    body = (
      <Stack gap="sm">
        <Group gap="xs">
          <Badge color="green" variant="light">
            {t('twoFactor.on')}
          </Badge>
          {status.data.enabledUtc && (
            <Text size="sm">{t('twoFactor.since', { when: formatDateTime(status.data.enabledUtc) })}</Text>
          )}
        </Group>
        <Text size="sm">
          <Trans
            t={t}
            i18nKey="twoFactor.onText"
            values={{ count: status.data.recoveryCodesLeft }}
            components={{ strong: <strong /> }}
          />
        </Text>
        {status.data.required && <Text size="sm">{t('twoFactor.required')}</Text>}
        <Group gap="sm">
          <Button variant="default" size="xs" onClick={() => start({ name: 'regenerate' })}>
            {t('twoFactor.newRecoveryCodes')}
          </Button>
          {!status.data.required && (
            <Button variant="outline" color="red" size="xs" onClick={() => start({ name: 'disable' })}>
              {t('twoFactor.turnOff')}
            </Button>
          )}
        </Group>
      </Stack>
    );
  else
    body = (
      <Stack gap="sm" align="flex-start">
        <Badge color="gray" variant="light">
          {t('twoFactor.off')}
        </Badge>
        <Text size="sm">{t('twoFactor.offText')}</Text>
        <Button size="xs" onClick={() => start({ name: 'password' })}>
          {t('twoFactor.turnOn')}
        </Button>
      </Stack>
    );

  return (
    <SectionCard title={t('twoFactor.title')}>
      {notice && (
        <Alert color="green" variant="light" role="status">
          {notice}
        </Alert>
      )}
      {body}
    </SectionCard>
  );
}
