import {
  type Party,
  type PartyKind,
  type PartyStandingChange,
  type PartyStandingRequest,
  partySchema,
} from '@gas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { refreshAfter } from '../../../lib/changes.ts';
import { partyKinds } from '../party-kinds.ts';
import { partiesQueryOptions } from './get-parties.ts';
import { partyQueryOptions } from './get-party.ts';

/**
 * PATCH clients/{id}/Suspended or .../Reinstated (customers/... for an offtaker), with the reason:
 * Suspended takes an Active party out of trading, Reinstated makes a Suspended one Active again.
 */
export function changeStanding(options: {
  kind: PartyKind;
  partyId: string;
  change: PartyStandingChange;
  request: PartyStandingRequest;
}): Promise<Party> {
  const path = `${partyKinds[options.kind].list}/${encodeURIComponent(options.partyId)}/${options.change}`;
  return api.patch(path, options.request, { schema: partySchema });
}

/**
 * Changes the party's standing, then shows the new status and refreshes the kind's list; a
 * refusal (another operator changed it first) refreshes them too, to show why.
 */
export function useChangeStanding(kind: PartyKind, partyId: string) {
  const queryClient = useQueryClient();
  const partyKey = partyQueryOptions(kind, partyId).queryKey;
  const refreshList = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: partiesQueryOptions(kind).queryKey }),
      refreshAfter(queryClient, 'standing'),
    ]);
  return useMutation({
    mutationFn: (input: { change: PartyStandingChange; request: PartyStandingRequest }) =>
      changeStanding({ kind, partyId, ...input }),
    onSuccess: (party) => {
      queryClient.setQueryData(partyKey, party);
      void refreshList();
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: partyKey });
      void refreshList();
    },
  });
}
