import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/** The first server error of a failed submit, in a red alert (spec section 5). */
export function FormAlert({ message, children }: { message: string | null; children?: ReactNode }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" title="We could not complete this">
      {message}
      {children}
    </Alert>
  );
}
