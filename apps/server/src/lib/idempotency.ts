import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { runStatement } from '../db/statement.ts';
import { AppError } from './errors.ts';

export type Replayable = { statusCode: number; body: unknown };

export function hashRequest(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

type MaybeDatabaseError = { code?: string; cause?: MaybeDatabaseError };

/** PostgreSQL's error code, on the error or on the driver error drizzle wrapped in it. */
function sqlState(error: unknown): string | undefined {
  const candidate = error as MaybeDatabaseError | undefined;
  return candidate?.code ?? candidate?.cause?.code;
}

function isUniqueViolation(error: unknown): boolean {
  const text = `${String(error)} ${String((error as { cause?: unknown }).cause ?? '')}`;
  return sqlState(error) === '23505' || text.includes('idempotency_keys_pk');
}

const keyReused = () =>
  new AppError('conflict', 'This Idempotency-Key was already used for a different request');

/**
 * Runs `operation` in a transaction at most once per (user, route, key): the key is stored in
 * the same transaction as the effect, so a replay — even one racing the first request — gets
 * the first result and changes nothing. Without a key the operation simply runs.
 */
export async function runIdempotent(
  db: Db,
  scope: IdempotencyScope,
  operation: (tx: Db) => Promise<Replayable>,
): Promise<Replayable> {
  // A sale's or deposit's reference is random (30 bits a day): at tens of thousands a day two
  // will meet now and then. The unique index refuses the second; its transaction is run again,
  // drawing a new reference, instead of failing the request.
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(db, scope, operation);
    } catch (error) {
      if (attempt >= referenceAttempts || !isReferenceClash(error)) throw error;
    }
  }
}

type IdempotencyScope = { userId: string; route: string; key: string | undefined; requestHash: string };

const referenceAttempts = 3;

/** A unique violation on a `*_reference_unique` index: a newly drawn reference already exists. */
function isReferenceClash(error: unknown): boolean {
  const text = `${String(error)} ${String((error as { cause?: unknown }).cause ?? '')}`;
  return isUniqueViolation(error) && /_reference_unique/.test(text);
}

async function runOnce(
  db: Db,
  scope: IdempotencyScope,
  operation: (tx: Db) => Promise<Replayable>,
): Promise<Replayable> {
  if (!scope.key) return db.transaction(operation);
  const key = scope.key;
  const stored = async () => {
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, scope.userId),
          eq(idempotencyKeys.route, scope.route),
          eq(idempotencyKeys.key, key),
        ),
      );
    if (!row) return undefined;
    if (row.requestHash !== scope.requestHash) throw keyReused();
    return { statusCode: row.statusCode, body: row.responseBody };
  };
  // The key is claimed before the operation runs, in its transaction: a request racing with the
  // same key waits on the unique index until this one commits (then claims nothing and replays
  // its result) or rolls back (then claims it and runs itself). Claiming it last let the racer
  // run the operation too and answer, say, 409 "Insufficient funds" for a purchase that had
  // succeeded. A key used earlier is found the same way, so a new key costs no lookup first.
  const scopeValues = [scope.userId, scope.route, key];
  const result = await db.transaction(async (tx) => {
    const claimed = await runStatement(
      tx,
      `insert into idempotency_keys (user_id, route, key, request_hash, status_code, response_body)
       values ($1, $2, $3, $4, 0, '{}') on conflict do nothing returning key`,
      [...scopeValues, scope.requestHash],
    );
    if (claimed.length === 0) return undefined;
    const outcome = await operation(tx);
    await runStatement(
      tx,
      `update idempotency_keys set status_code = $4, response_body = $5
       where user_id = $1 and route = $2 and key = $3`,
      [...scopeValues, outcome.statusCode, JSON.stringify(outcome.body)],
    );
    return outcome;
  });
  if (result) return result;
  const earlier = await stored();
  if (!earlier) throw new Error(`Idempotency-Key ${key} was neither claimed nor stored`);
  return earlier;
}
