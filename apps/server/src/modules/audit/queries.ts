import type { AuditAction, AuditEntityType, AuditEntry, AuditPage, AuditQuery } from '@gas/shared';
import { and, count, desc, eq, gte, ilike, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditEvents } from '../../db/schema.ts';
import { runStatement } from '../../db/statement.ts';
import { assertMayReadAuditTrail, type Caller } from '../../lib/access.ts';
import { dayRange } from '../reports/days.ts';

// Reading the audit trail (GET audit, the admin dashboard's latest activity): operators only.

/** The contract's AuditEntry (packages/shared contracts/audit.ts) for one row of the trail. */
export function describeAuditRow(row: typeof auditEvents.$inferSelect): AuditEntry {
  return {
    id: row.id,
    occurredUtc: row.occurredUtc.toISOString(),
    actorRole: row.actorRole,
    actorEmail: row.actorEmail,
    action: row.action as AuditAction,
    entityType: row.entityType as AuditEntityType,
    entityId: row.entityId,
    entityLabel: row.entityLabel,
    before: row.beforeState,
    after: row.afterState,
    details: row.details,
  };
}

/** Escapes LIKE wildcards so an email fragment is matched literally. */
function literalLike(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** One page of the trail matching the filters, newest first, and how many match in all. */
export async function listAudit(db: Db, caller: Caller, query: AuditQuery): Promise<AuditPage> {
  assertMayReadAuditTrail(caller);
  const range = dayRange(query.from, query.to);
  const conditions: (SQL | undefined)[] = [
    range.start ? gte(auditEvents.occurredUtc, range.start) : undefined,
    range.end ? lt(auditEvents.occurredUtc, range.end) : undefined,
    query.action ? eq(auditEvents.action, query.action) : undefined,
    query.entityType ? eq(auditEvents.entityType, query.entityType) : undefined,
    query.entityId ? eq(auditEvents.entityId, query.entityId) : undefined,
    query.actor ? ilike(auditEvents.actorEmail, literalLike(query.actor)) : undefined,
  ];
  const where = and(...conditions);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.occurredUtc), desc(auditEvents.seq))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    countMatching(db, where),
  ]);
  // An estimate may fall short of the rows there are: a full page always leaves a next one to ask
  // for, so the pager reaches the oldest entries (its last page is then empty, at worst).
  const offset = (query.page - 1) * query.pageSize;
  const reached = offset + rows.length + (rows.length === query.pageSize ? 1 : 0);
  return {
    rows: rows.map(describeAuditRow),
    total: counted.estimated ? Math.max(counted.total, reached) : counted.total,
    totalEstimated: counted.estimated,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Up to this many matching rows are counted one by one; beyond it the total is PostgreSQL's
 * estimate (issue 20, ADR 021): counting two million rows took 3 s on every page of the trail.
 */
export const exactCountLimit = 10_000;

/**
 * How many rows match `where`: exact up to `exactCountLimit` (counting stops one row past it),
 * otherwise the planner's estimate of the rows the query would return, and never less than
 * `exactCountLimit + 1`, since at least that many were seen.
 */
async function countMatching(db: Db, where: SQL | undefined): Promise<{ total: number; estimated: boolean }> {
  const seen = db
    .select({ one: sql`1` })
    .from(auditEvents)
    .where(where)
    .limit(exactCountLimit + 1)
    .as('seen');
  const [counted] = await db.select({ total: count() }).from(seen);
  const total = counted?.total ?? 0;
  if (total <= exactCountLimit) return { total, estimated: false };
  const plan = db.select({ one: sql`1` }).from(auditEvents).where(where).toSQL();
  const [explained] = await runStatement<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] | string }>(
    db,
    `explain (format json) ${plan.sql}`,
    plan.params,
  );
  const planText = explained?.['QUERY PLAN'];
  const planned = typeof planText === 'string' ? JSON.parse(planText) : planText;
  const estimate = Math.round(Number(planned?.[0]?.Plan?.['Plan Rows'] ?? 0));
  return { total: Math.max(estimate, exactCountLimit + 1), estimated: true };
}

/** The newest `limit` entries of the trail (the admin dashboard's latest activity). */
export async function latestAudit(db: Db, caller: Caller, limit: number): Promise<AuditEntry[]> {
  assertMayReadAuditTrail(caller);
  const rows = await db
    .select()
    .from(auditEvents)
    .orderBy(desc(auditEvents.occurredUtc), desc(auditEvents.seq))
    .limit(limit);
  return rows.map(describeAuditRow);
}
