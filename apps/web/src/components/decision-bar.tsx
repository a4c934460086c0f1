import { Alert, Button, Group, Paper, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
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

/** What stands instead of the decision bar once there is nothing (more) to decide: the outcome or why. */
export function DecisionNote({ children }: { children: ReactNode }) {
  return (
    <Alert color="gray" variant="light">
      {children}
    </Alert>
  );
}

type Confirmation = { text: ConfirmText; submit: () => Promise<unknown> };

type ApproveRejectPanelProps = {
  /** Whether the decision is still to be made. */
  isOpen: boolean;
  /** What waits for the decision, beside Reject and Approve. */
  prompt: ReactNode;
  /** Said instead once the decision is not open (nothing when empty). */
  note?: ReactNode;
  approve: Confirmation;
  reject: Confirmation;
};

/**
 * Reject and Approve beside `prompt` while the decision is open, each only opening its
 * confirmation; `note` once it is not. The confirmations stay mounted whatever the status, so
 * the outcome (or a refusal: someone decided first) stays readable after the page behind them
 * changes.
 */
export function ApproveRejectPanel({ isOpen, prompt, note, approve, reject }: ApproveRejectPanelProps) {
  const { t } = useTranslation('components');
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  const close = () => setAsking(null);
  const buttons = (
    <Group gap="sm">
      <Button color="red" variant="outline" onClick={() => setAsking('reject')}>
        {t('decision.reject')}
      </Button>
      <Button onClick={() => setAsking('approve')}>{t('decision.approve')}</Button>
    </Group>
  );
  return (
    <>
      {isOpen ? (
        <DecisionBar actions={buttons}>{prompt}</DecisionBar>
      ) : (
        note && <DecisionNote>{note}</DecisionNote>
      )}
      <ConfirmDialog
        opened={asking === 'approve'}
        onClose={close}
        text={approve.text}
        submit={approve.submit}
      />
      <ConfirmDialog
        opened={asking === 'reject'}
        onClose={close}
        text={reject.text}
        submit={reject.submit}
        isDestructive
      />
    </>
  );
}
