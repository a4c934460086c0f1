import {
  keepPreviousData,
  type QueryKey,
  queryOptions,
  type UseQueryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './api.ts';
import { type Change, refreshAfter } from './changes.ts';
import { toSearchString } from './use-paged-search.ts';

// What the features' api/ files share: one API file per endpoint exports its fetcher, its query
// options and its hook; these helpers keep each of them to the lines that differ (the path, the
// contract's schema, the query key), with the answer's type inferred from the schema.

/** The schema of a list answer: its rows, or null where the server has none. */
export const listOf = <T>(rowSchema: z.ZodType<T>) => z.array(rowSchema).nullable();

/** GET `path`, the answer checked against the contract's schema (in development and tests). */
export function getOne<T>(path: string, schema: z.ZodType<T>, signal?: AbortSignal): Promise<T> {
  return api.get(path, { signal, schema });
}

/** GET `path`, a list whose rows are checked against the contract's row schema; null is no rows. */
export async function getList<T>(path: string, rowSchema: z.ZodType<T>, signal?: AbortSignal): Promise<T[]> {
  return (await api.get(path, { signal, schema: listOf(rowSchema) })) ?? [];
}

/** `path` with "?status=Pending&currency=NGN" from the filter, leaving out empty values; `path` alone when none. */
export function withSearch(path: string, filter: Record<string, string | number | undefined>): string {
  const search = toSearchString(filter);
  return search ? `${path}?${search}` : path;
}

/**
 * Query options that `read` under `queryKey`, with any `more` options. The read is given the
 * query's abort signal, so TanStack Query cancels it when nobody watches it any more (and reads
 * again on the next mount): a read that must run once whatever happens (the verification link,
 * which spends its token) builds its options with queryOptions and no signal instead.
 */
export function readQuery<T, K extends QueryKey>(
  queryKey: K,
  read: (signal: AbortSignal) => Promise<T>,
  more: Omit<UseQueryOptions<T, Error, T, K>, 'queryKey' | 'queryFn'> = {},
) {
  return queryOptions({ ...more, queryKey, queryFn: ({ signal }) => read(signal) });
}

/**
 * The options of a server-paged list (a report, the audit trail): figures others change, so it is
 * re-read on every visit; the last page stays on screen while the next one loads.
 */
export const pagedListQuery = { staleTime: 0, placeholderData: keepPreviousData };

/**
 * A mutation that, once it succeeds, marks every query the change touches stale (lib/changes.ts:
 * the ones on screen re-read); it counts as done when they have.
 */
export function useRefreshingMutation<Input, T>(mutationFn: (input: Input) => Promise<T>, change: Change) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshAfter(queryClient, change) });
}
