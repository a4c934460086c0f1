import pLimit, { type LimitFunction } from 'p-limit';

/**
 * At most `perKey` calls at once for each key, the others waiting their turn in order (p-limit's
 * queue, one per key in use). A key's queue is dropped when its last call ends.
 */
export function keyedLimit(perKey: number) {
  const queues = new Map<string, LimitFunction>();
  return async function inTurn<T>(key: string, run: () => Promise<T>): Promise<T> {
    let queue = queues.get(key);
    if (queue === undefined) {
      queue = pLimit(perKey);
      queues.set(key, queue);
    }
    try {
      return await queue(run);
    } finally {
      if (queue.activeCount === 0 && queue.pendingCount === 0) queues.delete(key);
    }
  };
}
