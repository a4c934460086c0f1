import { valueRows } from '../../db/statement.ts';
import type { JobInput } from './queue.ts';

/**
 * The jobs table's one insert, as written-out SQL (db/statement.ts) appending its parameters to
 * `values`: `enqueueJobs` runs it alone, and the purchase's one-statement write embeds it as a
 * CTE. A job whose dedupe key exists is not added again.
 */
export function jobsInsert(values: unknown[], list: JobInput[], now: Date): string {
  const rows = list.map((job) => [
    job.kind,
    JSON.stringify(job.payload),
    job.dedupeKey ?? null,
    (job.runAfter ?? now).toISOString(),
  ]);
  const placeholders = valueRows(values, rows, ['text', 'jsonb', 'text', 'timestamptz']);
  return `insert into jobs (kind, payload, dedupe_key, run_after_utc) values ${placeholders} on conflict do nothing`;
}
