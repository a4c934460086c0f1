// Market events (issue 19, point 5; ADR 015): a use case that changes what the market shows
// (offers, bids, trades, daily rates) says so, and every server process's stream of market events
// hears it through PostgreSQL's LISTEN/NOTIFY (PGlite has it too, within its one process).

import { type MarketChangeKind, type MarketEvent, marketChangeKinds } from '@gas/shared';
import type { Db } from '../db/client.ts';
import { runStatement } from '../db/statement.ts';
import { afterCommit } from './transaction.ts';

export { type MarketChangeKind, marketChangeKinds } from '@gas/shared';

/** The channel every process LISTENs on. */
export const marketChannel = 'market_changed';

/** One change: what kind of thing changed, and where when known (hub and product ids). */
export type MarketChange = { kind: MarketChangeKind; hub?: string; product?: string };

/** What one notification carries (the stream's event data): several changes of one process, merged. */
export type MarketChanges = MarketEvent;

/** Beyond this many ids a notification names none ("somewhere"): a payload stays far below 8000 bytes. */
const maxIdsPerNotification = 20;

/** Changes of one process sent within this time after a notification go out together, once. */
const publishIntervalMs = 250;

/**
 * Says that `change` happened in `tx`: heard by the streams only if `tx` commits. Costs the
 * transaction nothing when it was opened by inTransaction (every use case): the change is
 * published after the commit, merged with the process's other changes of the moment, by one
 * `pg_notify` outside the transaction. A NOTIFY inside a transaction takes a database-wide lock
 * from its commit until the commit is flushed, so notifying purchases would commit one at a time
 * (ADR 015). In a transaction of another origin it is one `pg_notify` statement there.
 */
export async function notifyMarketChanged(tx: Db, change: MarketChange): Promise<void> {
  if (afterCommit(tx, (db) => publisherOf(db).add(change))) return;
  await runStatement(tx, 'select pg_notify($1, $2)', [marketChannel, encode(changesOf(change))]);
}

/**
 * Says that `change` happened in a statement already committed (the purchase's one SQL call, which
 * runs outside any transaction of ours): published like an inTransaction's changes after their
 * commit, with no round trip of its own.
 */
export function publishMarketChange(db: Db, change: MarketChange): void {
  publisherOf(db).add(change);
}

/** One change as a notification says it: no hub (or product) named means any. */
function changesOf(change: MarketChange): MarketChanges {
  return {
    kinds: [change.kind],
    hubs: change.hub === undefined ? [] : [change.hub],
    products: change.product === undefined ? [] : [change.product],
  };
}

function addOnce<T>(list: T[], value: T) {
  if (!list.includes(value)) list.push(value);
}

/** Merges changes heard together; an empty list of hubs or products means "any". */
export function mergeChanges(changes: MarketChanges[]): MarketChanges {
  const merged: MarketChanges = { kinds: [], hubs: [], products: [] };
  for (const change of changes) {
    for (const kind of change.kinds) addOnce(merged.kinds, kind);
    for (const hub of change.hubs) addOnce(merged.hubs, hub);
    for (const product of change.products) addOnce(merged.products, product);
  }
  const anyHub = changes.some((change) => change.hubs.length === 0);
  const anyProduct = changes.some((change) => change.products.length === 0);
  return { ...merged, hubs: anyHub ? [] : merged.hubs, products: anyProduct ? [] : merged.products };
}

export function encode(changes: MarketChanges): string {
  const capped = (ids: string[]) => (ids.length > maxIdsPerNotification ? [] : ids);
  return JSON.stringify({ ...changes, hubs: capped(changes.hubs), products: capped(changes.products) });
}

/** A notification's payload; anything unreadable (another writer on the channel) means "anything changed". */
export function decode(payload: string): MarketChanges {
  try {
    const parsed = JSON.parse(payload) as Partial<MarketChanges>;
    const strings = (list: unknown) =>
      Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
    const kinds = strings(parsed.kinds).filter((kind): kind is MarketChangeKind =>
      (marketChangeKinds as readonly string[]).includes(kind),
    );
    if (kinds.length > 0) return { kinds, hubs: strings(parsed.hubs), products: strings(parsed.products) };
  } catch {
    // Not ours: treated as a change of everything below.
  }
  return { kinds: [...marketChangeKinds], hubs: [], products: [] };
}

/**
 * One per database handle (a process has one): the first change after a quiet moment is
 * published at once; later ones within `publishIntervalMs` wait and go out together.
 */
class Publisher {
  private pending: MarketChanges | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly db: Db) {}

  add(change: MarketChange) {
    const changes = changesOf(change);
    this.pending = this.pending ? mergeChanges([this.pending, changes]) : changes;
    if (!this.timer) this.publish();
  }

  private publish() {
    const changes = this.pending;
    this.pending = undefined;
    if (!changes) {
      this.timer = undefined;
      return;
    }
    runStatement(this.db, 'select pg_notify($1, $2)', [marketChannel, encode(changes)]).catch(() => {
      // Best effort: a page that missed it catches up at its next poll or reconnection.
    });
    this.timer = setTimeout(() => this.publish(), publishIntervalMs);
    this.timer.unref();
  }
}

const publishers = new WeakMap<Db, Publisher>();

function publisherOf(db: Db): Publisher {
  let publisher = publishers.get(db);
  if (!publisher) {
    publisher = new Publisher(db);
    publishers.set(db, publisher);
  }
  return publisher;
}
