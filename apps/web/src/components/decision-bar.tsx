import { Button, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** What waits for this person's decision, beside the buttons that make it. */
export function DecisionBar({ children, actions }: { children: ReactNode; actions: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" gap="md">
        <Text>{children}</Text>
        {actions}
      </Group>
    </Paper>
  );
}

/** Reject and Approve; each only opens its confirmation. */
export function ApproveRejectButtons({
  onApprove,
  onReject,
}: {
  onApprove: () => void;
  onReject: () => void;
}) {
  return (
    <Group gap="sm">
      <Button color="red" variant="outline" onClick={onReject}>
        Reject
      </Button>
      <Button onClick={onApprove}>Approve</Button>
    </Group>
  );
}
