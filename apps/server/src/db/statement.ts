// Written-out SQL for the hot path (ADR 006). Drizzle's query builders build a statement's text
// on every call; under purchase load that building took about a third of the server's single
// thread (docs/performance.md). A written-out statement costs nothing to build and is still sent
// as a named prepared statement (db/client.ts), so PostgreSQL plans it once per connection.
import type { Db } from './client.ts';

/** The part of drizzle's session that runs a built query (the same call its `execute` makes). */
type PreparingSession = {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: undefined,
    name: undefined,
    isResponseInArrayMode: false,
  ): { execute(): Promise<{ rows: unknown[] }> };
};

/**
 * Runs one statement, `text` with `$1`, `$2` ... standing for `values`, through `db` (the
 * database or a transaction's handle, so it takes part in the transaction as any other query).
 *
 * Values go to the driver as they are: pass dates as ISO strings and JSON as text, and cast them
 * in the text (`$1::timestamptz`, `$2::jsonb`) so both engines read them alike. Rows come back as
 * the driver gives them, with the column names of the text: read bigint columns with `Number()`
 * and timestamps with `new Date()`, which accept what either engine answers.
 */
export async function runStatement<Row>(db: Db, text: string, values: unknown[]): Promise<Row[]> {
  const session = (db as unknown as { session: PreparingSession }).session;
  const result = await session
    .prepareQuery({ sql: text, params: values }, undefined, undefined, false)
    .execute();
  return result.rows as Row[];
}

/**
 * Placeholders for several rows of values, `($3, $4), ($5, $6)`, appending the rows' values to
 * `values` (which already holds the statement's earlier parameters). `casts` gives a type per
 * column where the database cannot infer it (a `values` list that is not an insert's).
 */
export function valueRows(values: unknown[], rows: unknown[][], casts: string[] = []): string {
  return rows
    .map((row) => {
      const placeholders = row.map((value, column) => {
        values.push(value);
        const cast = casts[column];
        return cast ? `$${values.length}::${cast}` : `$${values.length}`;
      });
      return `(${placeholders.join(', ')})`;
    })
    .join(', ');
}
