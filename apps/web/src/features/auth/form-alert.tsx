import { Alert } from '@mantine/core';

/** The first server error of a failed submit, in a red alert (spec section 5). */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" title="We could not complete this">
      {message}
    </Alert>
  );
}
