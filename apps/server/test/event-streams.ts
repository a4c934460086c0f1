// A client of GET /api/markets/stream as a browser's EventSource reads it: events by name and data.

export type StreamEvent = { name: string; data: unknown; at: number };

export type EventStreamClient = {
  status: number;
  headers: Headers;
  events: StreamEvent[];
  /** The next event named `name` after the `seen`th one, within `timeoutMs`. */
  next(name: string, timeoutMs: number, seen?: number): Promise<StreamEvent>;
  /** Resolves when the server has ended the stream. */
  ended: Promise<void>;
  close(): void;
};

/** Parses `event:`/`data:` lines into events (comments and `retry:` are skipped, as EventSource does). */
function parseEvents(block: string): { name: string; data: string } | undefined {
  let name = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event: ')) name = line.slice(7);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
  }
  return data.length > 0 ? { name, data: data.join('\n') } : undefined;
}

export async function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStreamClient> {
  const abort = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  let isEnded = false;
  const ended = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for await (const chunk of res.body) {
        buffered += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffered.indexOf('\n\n');
        while (end >= 0) {
          const parsed = parseEvents(buffered.slice(0, end));
          buffered = buffered.slice(end + 2);
          if (parsed) events.push({ name: parsed.name, data: JSON.parse(parsed.data), at: Date.now() });
          end = buffered.indexOf('\n\n');
        }
        for (const wake of waiters) wake();
      }
    } catch {
      // Closed by the test (abort): the stream simply ends.
    }
    isEnded = true;
    for (const wake of waiters) wake();
  })();

  const next = (name: string, timeoutMs: number, seen = 0) =>
    new Promise<StreamEvent>((resolve, reject) => {
      const find = () => events.filter((event) => event.name === name)[seen];
      const check = () => {
        const found = find();
        if (found) {
          done();
          resolve(found);
        } else if (isEnded) {
          done();
          reject(new Error(`the stream ended before event ${name} #${seen + 1}`));
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(
          new Error(`no event ${name} #${seen + 1} within ${timeoutMs} ms; got ${JSON.stringify(events)}`),
        );
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });

  return { status: res.status, headers: res.headers, events, next, ended, close: () => abort.abort() };
}
