import { reportPageSizes } from '@gas/shared';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ApiError } from './api.ts';

// A server-paged list's filters and page live in the address (?from=2026-05-01&status=Approved&page=2),
// so a filtered report or trail can be bookmarked or shared, and a CSV link carries exactly the
// same filters.

const defaultPageSize = 10;

/** The value `key` may take in the address, checked against the shared schema's field. */
type FieldSchemas<K extends string> = Record<K, z.ZodType>;

export type PagedSearch<K extends string> = {
  /** The valid filters from the address ('' when absent or malformed), in the order of `keys`. */
  filters: Record<K, string>;
  page: number;
  pageSize: number;
  /** A start date after the end date: the list is not asked for. */
  dateOrderError: string | undefined;
  setFilter: (key: K, value: string) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  /**
   * A filter's props bound to `key`: its id (the server names a filter's field by it), its value,
   * its change, and the server's message for it in `error`.
   */
  filterProps: (
    key: K,
    error?: Error | null,
  ) => { id: K; value: string; onChange: (value: string) => void; error: string | undefined };
};

function wholeNumber(text: string | null): number | undefined {
  if (text === null || !/^\d{1,6}$/.test(text)) return undefined;
  return Number(text);
}

/**
 * Reads the filters `keys` (and page, pageSize) from the address. A hand-edited value the schema refuses (a
 * status that does not exist, a malformed id or date) is ignored rather than sent.
 */
export function usePagedSearch<K extends string>(
  keys: readonly K[],
  fields: FieldSchemas<K>,
): PagedSearch<K> {
  const [params, setParams] = useSearchParams();
  const filters = {} as Record<K, string>;
  for (const key of keys) {
    const value = params.get(key)?.trim() ?? '';
    filters[key] = value && fields[key].safeParse(value).success ? value : '';
  }
  const page = Math.max(1, wholeNumber(params.get('page')) ?? 1);
  const askedSize = wholeNumber(params.get('pageSize'));
  const pageSize = (reportPageSizes as readonly number[]).includes(askedSize ?? 0)
    ? (askedSize as number)
    : defaultPageSize;
  const from = (filters as Record<string, string>).from;
  const to = (filters as Record<string, string>).to;
  const dateOrderError =
    from && to && from > to ? 'The start date must be on or before the end date' : undefined;

  // From the latest address asked for, not this render's (the router's updater gets the
  // render's too): two changes before the next render must both be kept.
  // A navigation completes asynchronously (the area's guard runs first), so renders in between
  // still see the old address: only a new address replaces what was asked for.
  const latest = useRef(params);
  const seen = useRef(params.toString());
  if (params.toString() !== seen.current) {
    seen.current = params.toString();
    latest.current = params;
  }
  const update = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(latest.current);
    change(next);
    latest.current = next;
    setParams(next, { replace: true });
  };
  const setFilter = (key: K, value: string) =>
    update((next) => {
      if (value) next.set(key, value);
      else next.delete(key);
      // Other filters mean other rows: start again from their first page.
      next.delete('page');
    });
  return {
    filters,
    page,
    pageSize,
    dateOrderError,
    setFilter,
    setPage: (nextPage) =>
      update((next) => {
        if (nextPage > 1) next.set('page', String(nextPage));
        else next.delete('page');
      }),
    setPageSize: (nextSize) =>
      update((next) => {
        if (nextSize !== defaultPageSize) next.set('pageSize', String(nextSize));
        else next.delete('pageSize');
        next.delete('page');
      }),
    filterProps: (key, error = null) => ({
      id: key,
      value: filters[key],
      onChange: (value) => setFilter(key, value),
      error: error instanceof ApiError ? error.fieldMessage(key) : undefined,
    }),
  };
}

/** "from=2026-05-01&status=Approved" in the order of the filters, leaving out empty values. */
export function toSearchString(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}
