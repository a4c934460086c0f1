import {
  maxStandingReasonLength,
  type Party,
  type PartyKind,
  type PartyStandingChange,
  partyStandingRequestSchema,
} from '@gas/shared';
import { Button, Text, Textarea } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecisionBar } from '../../components/decision-bar.tsx';
import { DialogForm, FormDialog } from '../../components/form-dialog.tsx';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useChangeStanding } from './api/change-standing.ts';

/** What each change does, said before it is made (UI.md: every decision says so). */
export function standingText(t: TFunction<'parties'>, change: PartyStandingChange, party: Party) {
  const name = party.name;
  const mailTo = party.email ? t('standing.mailTo', { email: party.email }) : '';
  if (change === 'Suspended') {
    return {
      title: t('standing.suspendTitle', { name }),
      explanation: t('standing.suspendExplanation', { name, mailTo }),
      submitLabel: t('standing.suspend'),
      successMessage: t('standing.suspended', { name }),
    };
  }
  return {
    title: t('standing.reinstateTitle', { name }),
    explanation: t('standing.reinstateExplanation', { name, mailTo }),
    submitLabel: t('standing.reinstate'),
    successMessage: t('standing.reinstated', { name }),
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
  const { t } = useTranslation('parties');
  const form = useSchemaForm(partyStandingRequestSchema, { reason: '' });
  const changeStanding = useChangeStanding(kind, party.id);
  const text = standingText(t, change, party);
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
        label={t('standing.reason')}
        description={t('standing.reasonHint', { max: maxStandingReasonLength })}
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
  const { t } = useTranslation('parties');
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
              {change === 'Suspended' ? t('standing.suspend') : t('standing.reinstate')}
            </Button>
          }
        >
          {change === 'Suspended' ? t('standing.activeNote') : t('standing.suspendedNote')}
        </DecisionBar>
      )}
      {/* The dialog stays mounted while the status changes behind it, so its outcome stays readable. */}
      <FormDialog
        opened={asking !== null}
        onClose={close}
        title={asking ? standingText(t, asking, party).title : ''}
        size="sm"
      >
        {asking && <StandingForm key={asking} kind={kind} party={party} change={asking} />}
      </FormDialog>
    </>
  );
}
