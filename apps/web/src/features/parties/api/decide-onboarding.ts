import { type OnboardingDecision, type Party, type PartyKind, partySchema } from '@gas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { refreshAfter } from '../../../lib/changes.ts';
import { partyKinds } from '../party-kinds.ts';
import { partiesQueryOptions } from './get-parties.ts';
import { partyQueryOptions } from './get-party.ts';

/**
 * PATCH onboarding/complete/{client|customer}/{id}/Approve or onboarding/{client|customer}/{id}/Reject.
 * Approve makes the party Active, Reject makes it Rejected; only a Pending party can be decided.
 */
export function decideOnboarding(options: {
  kind: PartyKind;
  partyId: string;
  decision: OnboardingDecision;
}): Promise<Party> {
  const segment = partyKinds[options.kind].single;
  const id = encodeURIComponent(options.partyId);
  const path =
    options.decision === 'Approve'
      ? `onboarding/complete/${segment}/${id}/Approve`
      : `onboarding/${segment}/${id}/Reject`;
  return api.patch(path, undefined, { schema: partySchema });
}

/**
 * Decides, then refreshes what the decision changed: the party, the onboarding list and the
 * kind's list. A refusal (someone else decided first) refreshes them too, to show why.
 */
export function useDecideOnboarding(kind: PartyKind, partyId: string) {
  const queryClient = useQueryClient();
  const partyKey = partyQueryOptions(kind, partyId).queryKey;
  const refreshLists = () => {
    void queryClient.invalidateQueries({ queryKey: partiesQueryOptions(kind).queryKey });
    void refreshAfter(queryClient, 'onboardingDecision');
  };
  return useMutation({
    mutationFn: (decision: OnboardingDecision) => decideOnboarding({ kind, partyId, decision }),
    onSuccess: (party) => {
      queryClient.setQueryData(partyKey, party);
      refreshLists();
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: partyKey });
      refreshLists();
    },
  });
}
