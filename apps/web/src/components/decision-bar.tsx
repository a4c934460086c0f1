import { Button, Group, Paper, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog, type ConfirmText } from './form-dialog.tsx';

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

type Decision = 'approve' | 'reject';

/** Which confirmation is open, if any: `ask('approve')` from a button, `close` from the dialog. */
export function useDecisionDialogs() {
  const [asking, setAsking] = useState<Decision | null>(null);
  return { asking, ask: (decision: Decision) => setAsking(decision), close: () => setAsking(null) };
}

type Confirmation = { text: ConfirmText; submit: () => Promise<unknown> };

type ApproveRejectDialogsProps = {
  dialogs: ReturnType<typeof useDecisionDialogs>;
  approve: Confirmation;
  reject: Confirmation;
};

/**
 * The Approve and Reject confirmations. Keep them mounted whatever the status, so the outcome
 * (or a refusal: someone decided first) stays readable after the page behind them changes.
 */
export function ApproveRejectDialogs({ dialogs, approve, reject }: ApproveRejectDialogsProps) {
  return (
    <>
      <ConfirmDialog
        opened={dialogs.asking === 'approve'}
        onClose={dialogs.close}
        text={approve.text}
        submit={approve.submit}
      />
      <ConfirmDialog
        opened={dialogs.asking === 'reject'}
        onClose={dialogs.close}
        text={reject.text}
        submit={reject.submit}
        isDestructive
      />
    </>
  );
}
