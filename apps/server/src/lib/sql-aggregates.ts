import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** count(*) as a JavaScript number (PostgreSQL answers bigint as text). */
export const countAll = (): SQL<number> => sql<number>`count(*)`.mapWith(Number);

/** sum(...) as a number, 0 over no rows (a sum of bigint is numeric, also answered as text). */
export const sumOf = (value: SQLWrapper): SQL<number> =>
  sql<number>`coalesce(sum(${value}), 0)`.mapWith(Number);
