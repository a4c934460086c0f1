import type { AuditAction, AuditEntityType, AuditEntry, AuditPage, AuditQuery } from '@gas/shared';
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditEvents } from '../../db/schema.ts';
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
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.occurredUtc), desc(auditEvents.seq))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(auditEvents).where(where),
  ]);
  return {
    rows: rows.map(describeAuditRow),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
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
