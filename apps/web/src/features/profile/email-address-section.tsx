import { emailChangeHours, emailChangeRequestSchema, formatDateTime } from '@gas/shared';
import { Alert, Button, Group, List, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/section.tsx';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useCancelEmailChange } from './api/cancel-email-change.ts';
import { useEmailChange, useSignedInUser } from './api/get-email-change.ts';
import { useRequestEmailChange } from './api/request-email-change.ts';

// The login's email address and its change (issue 21): the change applies only once both the
// current and the new address have confirmed it from the links emailed to them.

const emptyValues = { newEmail: '', currentPassword: '' };

function ChangeForm({ onAsked }: { onAsked: (newEmail: string) => void }) {
  const { t } = useTranslation('profile');
  const form = useSchemaForm(emailChangeRequestSchema, emptyValues);
  const change = useRequestEmailChange();
  const [alert, setAlert] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(
    (values) =>
      change.mutate(values, {
        onSuccess: (pending) => onAsked(pending?.newEmail ?? values.newEmail),
        onError: (error) => setAlert(form.takeServerError(error)),
      }),
    () => setAlert(null),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('email.formLabel')}>
      <Stack gap="md" maw={480}>
        {alert && (
          <Alert color="red" variant="light" role="alert" title={t('email.failed')}>
            {alert}
          </Alert>
        )}
        <TextInput
          {...form.inputProps('newEmail')}
          label={t('email.newEmail')}
          type="email"
          autoComplete="email"
          withAsterisk
        />
        <PasswordInput
          {...form.inputProps('currentPassword')}
          // The Change Password form on the same page has a field of this name too.
          id="email-change-current-password"
          label={t('email.currentPassword')}
          autoComplete="current-password"
          withAsterisk
        />
        <Group>
          <Button type="submit" loading={change.isPending}>
            {t('email.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The account's address, its open change (who has confirmed, cancel), and the form to ask for one. */
export function EmailAddressSection() {
  const { t } = useTranslation('profile');
  const me = useSignedInUser();
  const pending = useEmailChange();
  const cancel = useCancelEmailChange();
  const [asked, setAsked] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [cancelFailure, setCancelFailure] = useState<string | null>(null);
  const open = pending.data ?? null;

  return (
    <SectionCard title={t('email.title')}>
      <Stack gap="md">
        {me.data && (
          <Text>
            <Trans
              t={t}
              i18nKey="email.current"
              values={{ email: me.data.email }}
              components={{ strong: <strong /> }}
            />
          </Text>
        )}
        {asked && (
          <Alert color="green" variant="light" role="status" title={t('email.askedTitle')}>
            {t('email.asked', { email: asked, hours: emailChangeHours })}
          </Alert>
        )}
        {cancelFailure && (
          <Alert color="red" variant="light" role="alert" title={t('failed')}>
            {cancelFailure}
          </Alert>
        )}
        {open && (
          <Alert color="yellow" variant="light" title={t('email.changingTo', { email: open.newEmail })}>
            <Stack gap="xs" align="flex-start">
              <List size="sm">
                <List.Item>
                  {t('email.currentAddress', {
                    state: open.confirmedByOld ? t('email.confirmed') : t('email.notConfirmed'),
                  })}
                </List.Item>
                <List.Item>
                  {t('email.newAddress', {
                    state: open.confirmedByNew ? t('email.confirmed') : t('email.notConfirmed'),
                  })}
                </List.Item>
              </List>
              <Text size="sm">{t('email.expires', { when: formatDateTime(open.expiresUtc) })}</Text>
              <Button
                size="xs"
                variant="outline"
                color="red"
                loading={cancel.isPending}
                onClick={() => {
                  setCancelFailure(null);
                  cancel.mutate(undefined, {
                    onSuccess: () => setAsked(null),
                    // The change is still open: say why, or the reader thinks it was cancelled.
                    onError: (error) => setCancelFailure(error.message),
                  });
                }}
              >
                {t('email.cancelChange')}
              </Button>
            </Stack>
          </Alert>
        )}
        <ChangeForm
          key={formKey}
          onAsked={(newEmail) => {
            setAsked(newEmail);
            setFormKey((count) => count + 1);
          }}
        />
      </Stack>
    </SectionCard>
  );
}
