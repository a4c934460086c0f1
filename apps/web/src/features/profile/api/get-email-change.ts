import { pendingEmailChangeSchema, signedInUserSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getOne, readQuery } from '../../../lib/queries.ts';

/** GET auth/email-change: the signed-in user's open change of email address, or null. */
export const getEmailChange = (signal?: AbortSignal) =>
  getOne('auth/email-change', pendingEmailChangeSchema, signal);

export const useEmailChange = () => useQuery(readQuery(['email-change'], getEmailChange, { staleTime: 0 }));

/** GET auth/me: the signed-in user, for the address the account has now. */
export const getSignedInUser = (signal?: AbortSignal) => getOne('auth/me', signedInUserSchema, signal);

export const useSignedInUser = () => useQuery(readQuery(['email-change', 'me'], getSignedInUser));
