import { passwordFieldLabels as labels } from '@gas/shared';
import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useChangePassword } from './api/change-password.ts';
import { changePasswordSchema } from './schemas.ts';

const emptyValues = { currentPassword: '', newPassword: '', confirm: '' };

function PasswordFields({ isChanged, onChanged }: { isChanged: boolean; onChanged: () => void }) {
  const form = useSchemaForm(changePasswordSchema, emptyValues);
  const change = useChangePassword();
  const [alert, setAlert] = useState<string | null>(null);
  const [isSuccessShown, setIsSuccessShown] = useState(isChanged);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAlert(null);
    setIsSuccessShown(false);
    const values = form.validate();
    if (!values) return;
    change.mutate(values, {
      onSuccess: onChanged,
      onError: (error) => {
        if (error instanceof ApiError) form.applyServerErrors(error.errors);
        setAlert(error.message);
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change Password">
      <Stack gap="md" maw={480}>
        {isSuccessShown && (
          <Alert color="green" variant="light" role="status" title="Password changed">
            Your password is changed. You stay logged in here; any other sessions have been logged out.
          </Alert>
        )}
        {alert && (
          <Alert color="red" variant="light" role="alert" title="We could not change your password">
            {alert}
          </Alert>
        )}
        <PasswordInput
          {...form.inputProps('currentPassword')}
          label={labels.currentPassword}
          autoComplete="current-password"
          withAsterisk
        />
        <PasswordInput
          {...form.inputProps('newPassword')}
          label={labels.newPassword}
          description="At least 8 characters, and not a common password"
          autoComplete="new-password"
          withAsterisk
        />
        <PasswordInput
          {...form.inputProps('confirm')}
          label={labels.confirm}
          autoComplete="new-password"
          withAsterisk
        />
        <Group>
          <Button type="submit" loading={change.isPending}>
            Change Password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Current, new and confirmed password; server errors land on the field they name. */
export function ChangePasswordForm() {
  // A new key after each change starts the fields afresh (nothing typed stays on screen).
  const [changeCount, setChangeCount] = useState(0);
  return (
    <PasswordFields
      key={changeCount}
      isChanged={changeCount > 0}
      onChanged={() => setChangeCount((count) => count + 1)}
    />
  );
}
