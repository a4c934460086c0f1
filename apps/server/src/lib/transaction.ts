// How every use case runs: in one database transaction that it opens itself, optionally at most
// once per Idempotency-Key. Routes never open transactions; data access takes the one it is given.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { isDeadlock, isUniqueViolation } from '../db/errors.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { runStatement } from '../db/statement.ts';
import { AppError } from './errors.ts';

/** What a caller may ask of any use case besides its input. */
export type UseCaseOptions = { idempotencyKey?: string | undefined };

/**
 * Makes a use case idempotent: the same user repeating `operation` with the same key gets the
 * first result, and the operation's effect happens once. `request` is what must be the same for
 * a repeat (a different request with a used key is refused).
 */
export type RunOnce = {
  userId: string;
  operation: string;
  key: string | undefined;
  request: unknown;
};

export function hashRequest(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

const keyReused = () =>
  new AppError('conflict', 'This Idempotency-Key was already used for a different request');

// A sale's or deposit's reference is random (30 bits a day): at tens of thousands a day two
// will meet now and then. The unique index refuses the second; its transaction is run again,
// drawing a new reference, instead of failing the request.
const attempts = 3;
const isReferenceClash = (error: unknown) => isUniqueViolation(error, /_reference_unique$/);

/** What to do once a transaction opened by inTransaction has committed (a rolled back one: nothing). */
const afterCommitTasks = new WeakMap<Db, ((db: Db) => void)[]>();

/**
 * Runs `task` (given the database, outside any transaction) once `tx` has committed, for work
 * that must not happen for a transaction rolled back and need not hold its locks (ADR 015's
 * market events). False when `tx` was not opened by inTransaction: the caller does it in `tx`.
 */
export function afterCommit(tx: Db, task: (db: Db) => void): boolean {
  const tasks = afterCommitTasks.get(tx);
  tasks?.push(task);
  return tasks !== undefined;
}

/** A task's failure must not turn a use case that has committed into an error. */
function runCommitted(task: (db: Db) => void, db: Db) {
  try {
    task(db);
  } catch {
    // The tasks are best effort by design (market events: subscribers also poll).
  }
}

/**
 * Runs `work` in one transaction. With `once` and a key, it runs at most once per (user,
 * operation, key): the key is stored in the same transaction as the effect, so a replay, even
 * one racing the first request, gets the first result and changes nothing.
 */
export async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>, once?: RunOnce): Promise<T> {
  // Inside another use case's transaction (a savepoint), its tasks wait for that one's commit.
  // Inside a transaction opened elsewhere, whose commit this cannot see, there are none:
  // afterCommit answers false and its callers do the work in the transaction.
  const outer = afterCommitTasks.get(db);
  const isUntracked = !outer && db instanceof PgTransaction;
  // A use case that takes locks in a different order from another (two suspensions cancelling
  // sales of the same buyers in opposite orders, each posting to their accounts in turn) waits
  // for PostgreSQL to pick one of the two, and that one runs again instead of answering 500.
  // Only a transaction of its own: a savepoint rolled back inside another's would still hold the
  // outer transaction's locks, so the outermost one runs again instead.
  const isOutermost = !outer && !(db instanceof PgTransaction);
  for (let attempt = 1; ; attempt++) {
    const committed: ((db: Db) => void)[] = [];
    const tracked = (tx: Db) => {
      if (!isUntracked) afterCommitTasks.set(tx, committed);
      return work(tx);
    };
    try {
      const result = once?.key
        ? await runOnce(db, tracked, { ...once, key: once.key })
        : await db.transaction(tracked);
      if (outer) outer.push(...committed);
      else for (const task of committed) runCommitted(task, db);
      return result;
    } catch (error) {
      const reason = reasonToRunAgain(error, isOutermost);
      if (attempt >= attempts || !reason) throw error;
      runAgain[reason]++;
    }
  }
}

/** Why a failed transaction may run again, or undefined when its error is the answer. */
function reasonToRunAgain(error: unknown, isOutermost: boolean): keyof typeof runAgain | undefined {
  if (isReferenceClash(error)) return 'reference_clash';
  if (isDeadlock(error) && isOutermost) return 'deadlock';
  return undefined;
}

/**
 * Transactions run again in this process since it started, by reason (GET /api/metrics): a
 * deadlock fixed by a run again costs its user about a second (PostgreSQL's deadlock_timeout),
 * and a count that keeps growing points at two use cases taking locks in opposite orders.
 */
const runAgain = { deadlock: 0, reference_clash: 0 };
export function transactionsRunAgain(): Readonly<typeof runAgain> {
  return runAgain;
}

async function runOnce<T>(db: Db, work: (tx: Db) => Promise<T>, once: RunOnce & { key: string }): Promise<T> {
  const requestHash = hashRequest(once.request);
  const scope = [once.userId, once.operation, once.key];
  // The key is claimed before the work runs, in its transaction: a request racing with the
  // same key waits on the unique index until this one commits (then claims nothing and replays
  // its result) or rolls back (then claims it and runs itself). Claiming it last let the racer
  // run the operation too and answer, say, 409 "Insufficient funds" for a purchase that had
  // succeeded. A key used earlier is found the same way, so a new key costs no lookup first.
  const outcome = await db.transaction(async (tx) => {
    const claimed = await runStatement(
      tx,
      `insert into idempotency_keys (user_id, route, key, request_hash, status_code, response_body)
       values ($1, $2, $3, $4, 0, '{}') on conflict do nothing returning key`,
      [...scope, requestHash],
    );
    if (claimed.length === 0) return undefined;
    const result = await work(tx);
    await runStatement(
      tx,
      `update idempotency_keys set status_code = 200, response_body = $4
       where user_id = $1 and route = $2 and key = $3`,
      [...scope, JSON.stringify({ result: result ?? null })],
    );
    return { result };
  });
  if (outcome) return outcome.result;
  return storedResult<T>(db, once, requestHash);
}

/** The first result of a key used before (as JSON, the way the first caller answered it). */
async function storedResult<T>(db: Db, once: RunOnce & { key: string }, requestHash: string): Promise<T> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, once.userId),
        eq(idempotencyKeys.route, once.operation),
        eq(idempotencyKeys.key, once.key),
      ),
    );
  if (!row) throw new Error(`Idempotency-Key ${once.key} was neither claimed nor stored`);
  if (row.requestHash !== requestHash) throw keyReused();
  return storedValue<T>(row.responseBody);
}

/** `{ result }`; a key stored before use cases owned their transactions holds the HTTP envelope. */
function storedValue<T>(body: unknown): T {
  const stored = body as { result?: T; success?: boolean; data?: T };
  return 'result' in stored ? (stored.result as T) : (stored.data as T);
}
