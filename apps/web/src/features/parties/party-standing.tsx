import {
  maxStandingReasonLength,
  type Party,
  type PartyKind,
  type PartyStandingChange,
  partyStandingRequestSchema,
} from '@gas/shared';
import { Button, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { DecisionBar } from '../../components/decision-bar.tsx';
import { DialogForm, FormDialog } from '../../components/form-dialog.tsx';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useChangeStanding } from './api/change-standing.ts';

/** What each change does, said before it is made (UI.md: every decision says so). */
export function standingText(change: PartyStandingChange, party: Party) {
  const mailTo = party.email ? ` We email ${party.email} the reason.` : '';
  if (change === 'Suspended') {
    return {
      title: `Suspend ${party.name}?`,
      explanation: `${party.name} becomes Suspended: it is signed out at once and cannot log in. Its purchases waiting for approval, and the sales of its stock waiting for approval, are cancelled and their funds released; approved sales stand.${mailTo}`,
      submitLabel: 'Suspend',
      successMessage: `${party.name} is suspended.`,
    };
  }
  return {
    title: `Reinstate ${party.name}?`,
    explanation: `${party.name} becomes Active again and can log in and trade. Purchases cancelled by the suspension stay cancelled.${mailTo}`,
    submitLabel: 'Reinstate',
    successMessage: `${party.name} is reinstated and now Active.`,
  };
}

/** The dialog that asks for the reason, then suspends or reinstates. */
export function StandingForm({
  kind,
  party,
  change,
}: {
  kind: PartyKind;
  party: Party;
  change: PartyStandingChange;
}) {
  const form = useSchemaForm(partyStandingRequestSchema, { reason: '' });
  const changeStanding = useChangeStanding(kind, party.id);
  const text = standingText(change, party);
  return (
    <DialogForm
      form={form}
      submit={(request) => changeStanding.mutateAsync({ change, request })}
      submitLabel={text.submitLabel}
      successMessage={text.successMessage}
      color={change === 'Suspended' ? 'red' : undefined}
    >
      <Text>{text.explanation}</Text>
      <Textarea
        {...form.inputProps('reason')}
        label="Reason"
        description={`Recorded in the audit trail and emailed to the party (at most ${maxStandingReasonLength} characters).`}
        withAsterisk
        rows={3}
        data-autofocus
      />
    </DialogForm>
  );
}

/**
 * An approved party's standing: Suspend for an Active party, Reinstate for a Suspended one
 * (nothing for other statuses), each asking for the reason in a dialog.
 */
export function PartyStanding({ kind, party }: { kind: PartyKind; party: Party }) {
  const [asking, setAsking] = useState<PartyStandingChange | null>(null);
  const close = () => setAsking(null);
  const change: PartyStandingChange | null =
    party.status === 'Active' ? 'Suspended' : party.status === 'Suspended' ? 'Reinstated' : null;
  return (
    <>
      {change && (
        <DecisionBar
          actions={
            <Button
              color={change === 'Suspended' ? 'red' : undefined}
              variant={change === 'Suspended' ? 'outline' : 'filled'}
              onClick={() => setAsking(change)}
            >
              {change === 'Suspended' ? 'Suspend' : 'Reinstate'}
            </Button>
          }
        >
          {change === 'Suspended'
            ? 'This account is active. Suspend it to stop its trading and end its sessions at once.'
            : 'This account is suspended: it cannot log in. Reinstate it to let it trade again.'}
        </DecisionBar>
      )}
      {/* The dialog stays mounted while the status changes behind it, so its outcome stays readable. */}
      <FormDialog
        opened={asking !== null}
        onClose={close}
        title={asking ? standingText(asking, party).title : ''}
        size="sm"
      >
        {asking && <StandingForm key={asking} kind={kind} party={party} change={asking} />}
      </FormDialog>
    </>
  );
}
