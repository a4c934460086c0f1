import { depositInstructionsSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getOne, readQuery } from '../../../lib/queries.ts';

/** GET deposit-instructions (an offtaker): the platform's active receiving accounts and one's transfer reference. */
export const getDepositInstructions = (signal?: AbortSignal) =>
  getOne('deposit-instructions', depositInstructionsSchema, signal);

// Under the receiving accounts' key: an operator's change of them refreshes what offtakers see.
export const depositInstructionsQueryOptions = () =>
  readQuery(['receiving-accounts', 'instructions'], getDepositInstructions);

export const useDepositInstructions = () => useQuery(depositInstructionsQueryOptions());
