import { PasswordInput, type PasswordInputProps, TextInput, type TextInputProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateValidationMessage } from '../lib/validation-messages.ts';

// Inputs several forms ask for the same way, so phones show the right keyboard and browsers
// offer the right autofill everywhere.

/** A field's message in the reader's language (a schema's English message, or any other node). */
function useFieldError(error: ReactNode): ReactNode {
  const { t } = useTranslation('validation');
  return typeof error === 'string' ? translateValidationMessage(error, t) : error;
}

/** An email address (required): the email keyboard, and the browser's saved address. */
export function EmailInput(props: TextInputProps) {
  const error = useFieldError(props.error);
  return (
    <TextInput type="email" inputMode="email" autoComplete="email" withAsterisk {...props} error={error} />
  );
}

/** A password being chosen (required): the browser may offer a strong one and save it. */
export function NewPasswordInput(props: PasswordInputProps) {
  const error = useFieldError(props.error);
  return <PasswordInput autoComplete="new-password" withAsterisk {...props} error={error} />;
}
