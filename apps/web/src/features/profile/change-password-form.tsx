import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPasswordInput } from '../../components/form-fields.tsx';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useChangePassword } from './api/change-password.ts';
import { changePasswordSchema } from './schemas.ts';

const emptyValues = { currentPassword: '', newPassword: '', confirm: '' };

function PasswordFields({ isChanged, onChanged }: { isChanged: boolean; onChanged: () => void }) {
  const { t } = useTranslation('profile');
  const form = useSchemaForm(changePasswordSchema, emptyValues);
  const change = useChangePassword();
  const [alert, setAlert] = useState<string | null>(null);
  const [isSuccessShown, setIsSuccessShown] = useState(isChanged);

  const onSubmit = form.handleSubmit(
    (values) =>
      change.mutate(values, {
        onSuccess: onChanged,
        onError: (error) => setAlert(form.takeServerError(error)),
      }),
    () => {
      setAlert(null);
      setIsSuccessShown(false);
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('password.title')}>
      <Stack gap="md" maw={480}>
        {isSuccessShown && (
          <Alert color="green" variant="light" role="status" title={t('password.changedTitle')}>
            {t('password.changed')}
          </Alert>
        )}
        {alert && (
          <Alert color="red" variant="light" role="alert" title={t('password.failed')}>
            {alert}
          </Alert>
        )}
        <PasswordInput
          {...form.inputProps('currentPassword')}
          label={t('password.currentPassword')}
          autoComplete="current-password"
          withAsterisk
        />
        <NewPasswordInput
          {...form.inputProps('newPassword')}
          label={t('password.newPassword')}
          description={t('password.newPasswordHint')}
        />
        <NewPasswordInput {...form.inputProps('confirm')} label={t('password.confirm')} />
        <Group>
          <Button type="submit" loading={change.isPending}>
            {t('password.submit')}
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
