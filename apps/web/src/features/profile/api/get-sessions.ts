import { sessionSummarySchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getList, readQuery } from '../../../lib/queries.ts';

/** GET auth/sessions: the signed-in user's open sessions, this one first. */
export const getSessions = (signal?: AbortSignal) => getList('auth/sessions', sessionSummarySchema, signal);

export const sessionsQueryOptions = () => readQuery(['sessions'], getSessions, { staleTime: 0 });

export const useSessions = () => useQuery(sessionsQueryOptions());
