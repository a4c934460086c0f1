import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

// How reports are read: a page of rows for the screen, or every row for a CSV export, newest
// first in keyset batches.

export type Paging = { page: number; pageSize: number };

/** The offset of a page's first row. */
export function pageOffset(paging: Paging): number {
  return (paging.page - 1) * paging.pageSize;
}

/**
 * A report's page as the contracts shape it: its rows, how many rows match in all (the sum of the
 * per-currency counts), the page asked for, and the figures of every matching row by currency and
 * by month.
 */
export function reportPage<Row, Figures extends { count: number }, Month>(
  paging: Paging,
  rows: Row[],
  totals: Figures[],
  byMonth: Month[],
) {
  return {
    rows,
    total: totals.reduce((sum, total) => sum + total.count, 0),
    page: paging.page,
    pageSize: paging.pageSize,
    totals,
    byMonth,
  };
}

/** Where a keyset batch starts: the timestamp (as PostgreSQL's text) and id of the last row read. */
export type Keyset = { at: string; id: string };

/**
 * A timestamp as PostgreSQL's own text, for keysets: a JavaScript Date drops the microseconds a
 * timestamp written by SQL may carry, and the next batch would then skip rows.
 */
export const timestampKey = (column: SQLWrapper) => sql<string>`(${column})::text`;

/** Rows strictly older than the keyset, in (timestamp, id) order. */
export function olderThan(at: SQLWrapper, id: SQLWrapper, before: Keyset | undefined): SQL | undefined {
  return before ? sql`(${at}, ${id}) < (${before.at}::timestamptz, ${before.id})` : undefined;
}

/**
 * Reads a newest-first query batch after batch until a short one. Memory stays flat however many
 * rows match, and a row landing during the export (newer than the cursor) is never read twice.
 */
export async function* inKeysetBatches<Item>(
  batchSize: number,
  read: (before: Keyset | undefined) => Promise<{ item: Item; key: Keyset }[]>,
): AsyncGenerator<Item> {
  let before: Keyset | undefined;
  for (;;) {
    const batch = await read(before);
    for (const { item } of batch) yield item;
    if (batch.length < batchSize) return;
    before = batch.at(-1)!.key;
  }
}
