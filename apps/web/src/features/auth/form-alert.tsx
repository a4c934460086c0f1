import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The first server error of a failed submit, in a red alert (spec section 5). */
export function FormAlert({ message, children }: { message: string | null; children?: ReactNode }) {
  const { t } = useTranslation('auth');
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={t('formAlertTitle')}>
      {message}
      {children}
    </Alert>
  );
}
