import {
  emailChangeHours,
  emailChangeRequestSchema,
  formatDateTime,
  emailChangeLabels as labels,
} from '@gas/shared';
import { Alert, Button, Group, List, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { SectionCard } from '../../components/section.tsx';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useCancelEmailChange } from './api/cancel-email-change.ts';
import { useEmailChange, useSignedInUser } from './api/get-email-change.ts';
import { useRequestEmailChange } from './api/request-email-change.ts';

// The login's email address and its change (issue 21): the change applies only once both the
// current and the new address have confirmed it from the links emailed to them.

const emptyValues = { newEmail: '', currentPassword: '' };

function ChangeForm({ onAsked }: { onAsked: (newEmail: string) => void }) {
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
    <form onSubmit={onSubmit} noValidate aria-label="Change email address">
      <Stack gap="md" maw={480}>
        {alert && (
          <Alert color="red" variant="light" role="alert" title="We could not ask for the change">
            {alert}
          </Alert>
        )}
        <TextInput
          {...form.inputProps('newEmail')}
          label={labels.newEmail}
          type="email"
          autoComplete="email"
          withAsterisk
        />
        <PasswordInput
          {...form.inputProps('currentPassword')}
          // The Change Password form on the same page has a field of this name too.
          id="email-change-current-password"
          label={labels.currentPassword}
          autoComplete="current-password"
          withAsterisk
        />
        <Group>
          <Button type="submit" loading={change.isPending}>
            Change email address
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The account's address, its open change (who has confirmed, cancel), and the form to ask for one. */
export function EmailAddressSection() {
  const me = useSignedInUser();
  const pending = useEmailChange();
  const cancel = useCancelEmailChange();
  const [asked, setAsked] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const open = pending.data ?? null;

  return (
    <SectionCard title="Email address">
      <Stack gap="md">
        {me.data && (
          <Text>
            You log in with <strong>{me.data.email}</strong>.
          </Text>
        )}
        {asked && (
          <Alert color="green" variant="light" role="status" title="Check both inboxes">
            We sent a link to {asked} and one to your current address. The change happens once both are
            confirmed, within {emailChangeHours} hours.
          </Alert>
        )}
        {open && (
          <Alert color="yellow" variant="light" title={`Changing to ${open.newEmail}`}>
            <Stack gap="xs" align="flex-start">
              <List size="sm">
                <List.Item>
                  Current address: {open.confirmedByOld ? 'confirmed' : 'not confirmed yet'}
                </List.Item>
                <List.Item>New address: {open.confirmedByNew ? 'confirmed' : 'not confirmed yet'}</List.Item>
              </List>
              <Text size="sm">The links expire {formatDateTime(open.expiresUtc)}.</Text>
              <Button
                size="xs"
                variant="outline"
                color="red"
                loading={cancel.isPending}
                onClick={() =>
                  cancel.mutate(undefined, {
                    onSuccess: () => setAsked(null),
                  })
                }
              >
                Cancel the change
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
