import type { AuditAction, AuditEntityType } from '@gas/shared';
import type { Db } from '../../db/client.ts';
import { runStatement } from '../../db/statement.ts';
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
 * Records one state change, through the audit trail's one insert: the PostgreSQL function
 * audit_record (migration 0023), which the purchase's function calls too. Call it with the
 * transaction that makes the change, so that the change and its audit row commit or roll back
 * together.
 */
export async function recordAudit(tx: Db, clock: Clock, actor: AuditActor, event: AuditEvent): Promise<void> {
  await runStatement(
    tx,
    `select audit_record($1::timestamptz, $2, $3::uuid, $4, $5, $6, $7, $8, $9, $10, $11::jsonb)`,
    [
      clock.now().toISOString(),
      ...actorColumns(actor),
      event.action,
      event.entityType,
      event.entityId ?? null,
      event.entityLabel ?? null,
      event.before ?? null,
      event.after ?? null,
      JSON.stringify(event.details ?? {}),
    ],
  );
}
