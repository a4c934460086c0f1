// The session lookup from memory for at most a second (issue 20; ADR 019). Every signed-in request
// looked its access id up in the database: one round trip of a purchase's eleven, and one of a
// signed-in read's three. Each process now keeps what a lookup found for SESSION_CACHE_MS (at most
// 1000), and whatever ends or changes a session says so: at once in its own process (after its
// commit), and through PostgreSQL's LISTEN/NOTIFY in every other, as market events do (ADR 015).

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Db, Listening } from '../db/client.ts';
import { afterCommit } from './transaction.ts';

/** The channel every process LISTENs on for sessions ended or changed. */
export const sessionChannel = 'session_changed';

/** What changed: these sessions, every session of these users, every session of these parties' logins. */
export type SessionScope = { sessions?: string[]; users?: string[]; parties?: string[] };

/** What a cached lookup must carry for a scope to find it. */
export type CachedSession = { sessionId: string; userId: string; partyId: string | null };

/** The longest a lookup may be answered from memory: a revocation missed by every notice still counts after it. */
export const maxSessionCacheMs = 1000;

/** Beyond this many ids a notice names none: every process forgets everything (payloads stay small). */
const maxIdsPerNotice = 50;

/** After a failed LISTEN, the next attempt waits this long (lookups go to the database meanwhile). */
const listenRetryMs = 1000;

type Notice = { origin: string | null; all: boolean } & Required<SessionScope>;

/**
 * The lookups of one process (one per database handle), keyed by the access id's hash. A lookup
 * is kept only while the process listens, and only if no notice arrived while it ran (`epoch`):
 * a lookup that raced a revocation may have read the session before it ended.
 */
export class SessionCache<T extends CachedSession = CachedSession> {
  /** Ids this process's own notices carry, so it does not forget twice what it forgot at commit. */
  readonly origin = randomUUID();
  private readonly entries = new Map<string, { value: T; storedAt: number }>();
  private epochCount = 0;
  private listening: Promise<Listening> | undefined;
  private isListening = false;
  private retryAt = 0;
  private isClosed = false;

  constructor(
    private readonly database: Pick<Database, 'listen'>,
    private readonly ttlMs: number,
    private readonly maxEntries = 20_000,
  ) {}

  get isEnabled(): boolean {
    return this.ttlMs > 0 && !this.isClosed;
  }

  /** Changes whenever something may have been ended: a lookup begun before may not be kept. */
  get epoch(): number {
    return this.epochCount;
  }

  get size(): number {
    return this.entries.size;
  }

  /** A lookup of at most `ttlMs` ago, or undefined (and the process starts listening if it does not yet). */
  get(key: string): T | undefined {
    if (!this.isEnabled) return undefined;
    this.listen();
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (performance.now() - entry.storedAt < this.ttlMs) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** Keeps a lookup begun at `epoch`, unless a notice came since or the process is not listening. */
  set(key: string, value: T, epoch: number): void {
    if (!this.isEnabled || !this.isListening || epoch !== this.epochCount) return;
    const now = performance.now();
    this.entries.delete(key);
    this.entries.set(key, { value, storedAt: now });
    // Insertion order is age order: the oldest go first, expired or beyond the bound.
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && now - entry.storedAt < this.ttlMs) break;
      this.entries.delete(oldest);
    }
  }

  /** Forgets every lookup the scope covers (and makes lookups in flight unkeepable). */
  forget(scope: SessionScope): void {
    this.epochCount++;
    const sessions = new Set(scope.sessions ?? []);
    const users = new Set(scope.users ?? []);
    const parties = new Set(scope.parties ?? []);
    for (const [key, { value }] of this.entries) {
      const covered =
        sessions.has(value.sessionId) ||
        users.has(value.userId) ||
        (value.partyId !== null && parties.has(value.partyId));
      if (covered) this.entries.delete(key);
    }
  }

  forgetAll(): void {
    this.epochCount++;
    this.entries.clear();
  }

  /** Stops listening and keeps nothing more (the app's onClose). */
  async close(): Promise<void> {
    this.isClosed = true;
    this.forgetAll();
    const listening = this.listening;
    this.listening = undefined;
    this.isListening = false;
    await listening?.then((handle) => handle.stop()).catch(() => {});
  }

  /**
   * Listens before the first request (the app's onReady), so the cache works from the start. A
   * database that cannot be reached now is tried again by later lookups: the start does not fail.
   */
  async start(): Promise<void> {
    if (!this.isEnabled) return;
    this.listen();
    await this.listening?.catch(() => {});
  }

  /** Hears the notices of every process; until it does, nothing is kept. */
  private listen(): void {
    if (this.listening || this.isClosed || performance.now() < this.retryAt) return;
    const listening = this.database.listen(
      sessionChannel,
      (payload) => this.heard(payload),
      () => this.lost(),
    );
    this.listening = listening;
    listening.then(
      (handle) => {
        if (this.listening === listening && !this.isClosed) this.isListening = true;
        else void handle.stop();
      },
      () => {
        if (this.listening === listening) this.listening = undefined;
        this.retryAt = performance.now() + listenRetryMs;
      },
    );
  }

  /** The LISTEN connection went: notices meanwhile would go unheard, so nothing kept is trusted. */
  private lost(): void {
    this.isListening = false;
    this.listening = undefined;
    this.forgetAll();
  }

  private heard(payload: string): void {
    const notice = decodeNotice(payload);
    if (notice.origin === this.origin) return;
    if (notice.all) this.forgetAll();
    else this.forget(notice);
  }
}

export function encodeNotice(origin: string | null, scope: SessionScope): string {
  const ids = [scope.sessions, scope.users, scope.parties].map((list) => list ?? []);
  if (ids.flat().length > maxIdsPerNotice) return JSON.stringify({ o: origin, all: true });
  return JSON.stringify({ o: origin, s: ids[0], u: ids[1], p: ids[2] });
}

/** A notice's payload; anything unreadable (another writer on the channel) means "forget everything". */
export function decodeNotice(payload: string): Notice {
  const strings = (list: unknown) =>
    Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  try {
    const parsed = JSON.parse(payload) as Record<string, unknown>;
    const origin = typeof parsed.o === 'string' ? parsed.o : null;
    if (parsed.all === true || !Array.isArray(parsed.s)) {
      return { origin, all: true, sessions: [], users: [], parties: [] };
    }
    return {
      origin,
      all: false,
      sessions: strings(parsed.s),
      users: strings(parsed.u),
      parties: strings(parsed.p),
    };
  } catch {
    return { origin: null, all: true, sessions: [], users: [], parties: [] };
  }
}

const caches = new WeakMap<Db, SessionCache>();

/** Makes `cache` the one that sessionsChanged forgets from for changes made through `db`. */
export function useSessionCache(db: Db, cache: SessionCache): void {
  caches.set(db, cache as SessionCache);
}

/**
 * Says that sessions ended or changed in `tx` (a revocation, a rotation, a party's status, a
 * login's address). A use case's transaction (inTransaction): after its commit this process
 * forgets them at once, before the answer goes out, and one `pg_notify` outside the transaction
 * tells every other process. Outside any transaction (`tx` is the database): the same, now. In a
 * transaction opened elsewhere: a `pg_notify` in it, heard by every process at its commit.
 */
export async function sessionsChanged(tx: Db, scope: SessionScope): Promise<void> {
  if (afterCommit(tx, (db) => tell(db, scope))) return;
  if (!(tx instanceof PgTransaction)) {
    tell(tx, scope);
    return;
  }
  await tx.execute(sql`select pg_notify(${sessionChannel}, ${encodeNotice(null, scope)})`);
}

/** Forgets in this process, then tells the others (best effort: their entries expire within a second anyway). */
function tell(db: Db, scope: SessionScope): void {
  const cache = caches.get(db);
  cache?.forget(scope);
  db.execute(sql`select pg_notify(${sessionChannel}, ${encodeNotice(cache?.origin ?? null, scope)})`).catch(
    () => {},
  );
}
