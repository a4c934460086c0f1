import { PasswordInput, type PasswordInputProps, TextInput, type TextInputProps } from '@mantine/core';

// Inputs several forms ask for the same way, so phones show the right keyboard and browsers
// offer the right autofill everywhere.

/** An email address (required): the email keyboard, and the browser's saved address. */
export function EmailInput(props: TextInputProps) {
  return <TextInput type="email" inputMode="email" autoComplete="email" withAsterisk {...props} />;
}

/** A password being chosen (required): the browser may offer a strong one and save it. */
export function NewPasswordInput(props: PasswordInputProps) {
  return <PasswordInput autoComplete="new-password" withAsterisk {...props} />;
}
