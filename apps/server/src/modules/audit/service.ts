import type { AuditAction, AuditEntityType } from '@gas/shared';
import type { Db } from '../../db/client.ts';
import { runStatement, valueRows } from '../../db/statement.ts';
import type { Actor } from '../../lib/access.ts';
import type { Clock } from '../../lib/clock.ts';

/** Who did it: a signed-in user, the platform itself (jobs), or someone not signed in. */
export type AuditActor = Pick<Actor, 'userId' | 'email' | 'role'> | 'system' | { anonymousEmail: string };

export type AuditEvent = {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId?: string | null;
  entityLabel?: string | null;
  before?: string | null;
  after?: string | null;
  details?: Record<string, unknown>;
};

function actorColumns(actor: AuditActor): [role: string, userId: string | null, email: string | null] {
  if (actor === 'system') return ['system', null, null];
  if ('anonymousEmail' in actor) return ['anonymous', null, actor.anonymousEmail];
  return [actor.role, actor.userId, actor.email];
}

/**
 * The audit trail's one insert, as written-out SQL (db/statement.ts) appending its parameters
 * to `values`: `recordAudit` runs it alone, and the purchase's one-statement write embeds it as
 * a CTE, so the trail has one writer on every path.
 */
export function auditInsert(values: unknown[], now: Date, actor: AuditActor, event: AuditEvent): string {
  const row = [
    now.toISOString(),
    ...actorColumns(actor),
    event.action,
    event.entityType,
    event.entityId ?? null,
    event.entityLabel ?? null,
    event.before ?? null,
    event.after ?? null,
    JSON.stringify(event.details ?? {}),
  ];
  const placeholders = valueRows(
    values,
    [row],
    ['timestamptz', 'text', 'uuid', 'text', 'text', 'text', 'text', 'text', 'text', 'text', 'jsonb'],
  );
  return `insert into audit_events (occurred_utc, actor_role, actor_user_id, actor_email, action, entity_type,
      entity_id, entity_label, before_state, after_state, details) values ${placeholders}`;
}

/**
 * Records one state change. Call it with the transaction that makes the change, so that the
 * change and its audit row commit or roll back together.
 */
export async function recordAudit(tx: Db, clock: Clock, actor: AuditActor, event: AuditEvent): Promise<void> {
  const values: unknown[] = [];
  await runStatement(tx, auditInsert(values, clock.now(), actor, event), values);
}
