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
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" title="We could not complete this">
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
  return (
    <Group gap="sm">
      <Button type="submit" loading={isPending}>
        {label}
      </Button>
      <Button variant="default" onClick={onCancel}>
        Cancel
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
  const form = useSchemaForm(twoFactorSetupRequestSchema, { password: '' });
  const setUp = useSetUpTwoFactor();
  const [alert, setAlert] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(
    (values) =>
      setUp.mutate(values, { onSuccess: onScan, onError: (error) => setAlert(form.takeServerError(error)) }),
    () => setAlert(null),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Turn on two-factor sign-in">
      <Stack gap="md" maw={480}>
        <ErrorAlert message={alert} />
        <PasswordInput
          {...form.inputProps('password')}
          label="Password"
          autoComplete="current-password"
          withAsterisk
        />
        <FormButtons label="Continue" isPending={setUp.isPending} onCancel={onCancel} />
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
      <form onSubmit={onSubmit} noValidate aria-label="Confirm two-factor sign-in">
        <Stack gap="md" maw={480}>
          <ErrorAlert message={alert} />
          <TextInput
            {...form.inputProps('code')}
            label="Authentication code"
            description="The 6-digit code your authenticator app shows now"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            withAsterisk
          />
          <FormButtons label="Turn on" isPending={enable.isPending} onCancel={onCancel} />
        </Stack>
      </form>
    </Stack>
  );
}

/** New recovery codes: the password again. */
function RegenerateForm({ onCodes, onCancel }: { onCodes: (codes: string[]) => void; onCancel: () => void }) {
  const form = useSchemaForm(regenerateRecoveryCodesRequestSchema, { password: '' });
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
    <form onSubmit={onSubmit} noValidate aria-label="New recovery codes">
      <Stack gap="md" maw={480}>
        <Text size="sm">New codes replace the old ones: the codes you saved before stop working.</Text>
        <ErrorAlert message={alert} />
        <PasswordInput
          {...form.inputProps('password')}
          label="Password"
          autoComplete="current-password"
          withAsterisk
        />
        <FormButtons label="Make new codes" isPending={regenerate.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

/** Turning it off: the password and a code (app or recovery). */
function DisableForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
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
    <form onSubmit={onSubmit} noValidate aria-label="Turn off two-factor sign-in">
      <Stack gap="md" maw={480}>
        <ErrorAlert message={alert} />
        <PasswordInput
          {...form.inputProps('password')}
          label="Password"
          autoComplete="current-password"
          withAsterisk
        />
        <TextInput
          {...form.inputProps('code')}
          label="Authentication code"
          description="The 6-digit code of your authenticator app, or a recovery code"
          autoComplete="one-time-code"
          withAsterisk
        />
        <FormButtons label="Turn off" isPending={disable.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

export function TwoFactorSection() {
  const status = useTwoFactor();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [notice, setNotice] = useState<string | null>(null);
  const idle = () => setStep({ name: 'idle' });
  const start = (next: Step) => {
    setNotice(null);
    setStep(next);
  };
  const account = String(getSession()?.user.email ?? 'your account');

  let body: ReactNode;
  if (status.isPending) body = <Loading />;
  else if (status.isError)
    body = (
      <LoadError
        title="We could not load your two-factor sign-in"
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
          <Button onClick={idle}>I have saved them</Button>
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
          setNotice('Two-factor sign-in is off. You log in with your password alone.');
        }}
        onCancel={idle}
      />
    );
  else if (status.data.enabled)
    body = (
      <Stack gap="sm">
        <Group gap="xs">
          <Badge color="green" variant="light">
            On
          </Badge>
          {status.data.enabledUtc && <Text size="sm">since {formatDateTime(status.data.enabledUtc)}</Text>}
        </Group>
        <Text size="sm">
          You log in with your password and a code from your authenticator app. Recovery codes left:{' '}
          <strong>{status.data.recoveryCodesLeft}</strong>.
        </Text>
        {status.data.required && <Text size="sm">Operators must keep two-factor sign-in on.</Text>}
        <Group gap="sm">
          <Button variant="default" size="xs" onClick={() => start({ name: 'regenerate' })}>
            New recovery codes
          </Button>
          {!status.data.required && (
            <Button variant="outline" color="red" size="xs" onClick={() => start({ name: 'disable' })}>
              Turn off
            </Button>
          )}
        </Group>
      </Stack>
    );
  else
    body = (
      <Stack gap="sm" align="flex-start">
        <Badge color="gray" variant="light">
          Off
        </Badge>
        <Text size="sm">
          Protect your account with a second step at log-in: a 6-digit code from an authenticator app on your
          phone.
        </Text>
        <Button size="xs" onClick={() => start({ name: 'password' })}>
          Turn on
        </Button>
      </Stack>
    );

  return (
    <SectionCard title="Two-factor sign-in">
      {notice && (
        <Alert color="green" variant="light" role="status">
          {notice}
        </Alert>
      )}
      {body}
    </SectionCard>
  );
}
