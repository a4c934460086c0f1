import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import { enqueueJob, type JobHandler, type JobIdentity } from './queue.ts';

// Recurring jobs on the job queue (docs/architecture.md, "Time and recurring jobs"; ADR 007).
//
// Each occurrence of a schedule is one row of the `jobs` table, kind = the schedule's name,
// dedupe key `name:2026-11-23T17:00Z`: however many processes see it fall due, the unique key
// lets exactly one insert through, and the worker's `for update skip locked` claim runs it once
// (again only if the process running it dies before recording it, like every job).
//
// Which occurrence: at each tick (the worker loop's poll), the latest occurrence at or before the
// app clock's now. A schedule that missed several occurrences (every process was down) therefore
// runs the latest one once, late, and skips the older ones. A schedule never enqueued before (a
// new deployment) starts with the first occurrence after its first tick: nothing is back-filled.

export type ScheduledOccurrence = {
  /** The schedule's name, also the job kind. */
  name: string;
  /** The instant this occurrence was due (18:00 Lagos is 17:00Z), the same on every retry. */
  at: Date;
};

export type ScheduledHandler = (occurrence: ScheduledOccurrence, job: JobIdentity) => Promise<void>;

export type ScheduleDefinition = {
  /** Lower-case words and dashes (`reference-price`); the job kind and the dedupe key's prefix. */
  name: string;
  /** Must tolerate running twice for one occurrence (after a crash), like every job handler. */
  handler: ScheduledHandler;
} & (
  | {
      /** Every so often, at whole multiples of the period counted from 1970-01-01T00:00Z. */
      every: { minutes?: number; hours?: number };
    }
  | {
      /** Once a day at this wall-clock time ("18:00") in `timeZone`. */
      dailyAt: string;
      /** An IANA time zone, e.g. 'Africa/Lagos'. */
      timeZone: string;
    }
);

/** A checked schedule: knows its latest occurrence at any instant. */
export type Schedule = {
  readonly name: string;
  readonly describe: string;
  readonly handler: ScheduledHandler;
  /** The latest occurrence at or before `now`. */
  latestAt(now: Date): Date;
};

const namePattern = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const wallTimePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Checks a definition (name, period, time and zone) and returns the schedule. */
export function schedule(definition: ScheduleDefinition): Schedule {
  const { name, handler } = definition;
  if (!namePattern.test(name)) {
    throw new Error(`Schedule name "${name}" must be lower-case words joined by dashes`);
  }
  if ('every' in definition) {
    const minutes = (definition.every.minutes ?? 0) + (definition.every.hours ?? 0) * 60;
    if (!Number.isInteger(minutes) || minutes < 1) {
      throw new Error(`Schedule "${name}": every must be a whole number of minutes, at least 1`);
    }
    const periodMs = minutes * 60_000;
    return {
      name,
      handler,
      describe: `every ${minutes} min`,
      latestAt: (now) => new Date(Math.floor(now.getTime() / periodMs) * periodMs),
    };
  }
  const match = wallTimePattern.exec(definition.dailyAt);
  if (!match) throw new Error(`Schedule "${name}": dailyAt must be HH:MM (00:00 to 23:59)`);
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  const { timeZone } = definition;
  wallClock(new Date(0), timeZone); // throws a RangeError for an unknown zone
  return {
    name,
    handler,
    describe: `daily at ${definition.dailyAt} ${timeZone}`,
    latestAt: (now) => {
      const today = wallClock(now, timeZone);
      const todays = zonedTimeToUtc({ ...today, hour, minute }, timeZone);
      if (todays.getTime() <= now.getTime()) return todays;
      // Calendar arithmetic on the local date (Date.UTC normalises day 0 to the month before).
      const yesterday = new Date(Date.UTC(today.year, today.month - 1, today.day - 1));
      return zonedTimeToUtc(
        {
          year: yesterday.getUTCFullYear(),
          month: yesterday.getUTCMonth() + 1,
          day: yesterday.getUTCDate(),
          hour,
          minute,
        },
        timeZone,
      );
    },
  };
}

// ---- Time zones, through Intl only ------------------------------------------------------------

type WallTime = { year: number; month: number; day: number; hour: number; minute: number };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The date and time a wall clock in `timeZone` shows at `instant` (Intl's time-zone data). */
export function wallClock(instant: Date, timeZone: string): WallTime & { second: number } {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetMs(instant: number, timeZone: string): number {
  const wall = wallClock(new Date(instant), timeZone);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return wallAsUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant at which `timeZone`'s wall clock shows `wall`. The zone's offset is read from Intl
 * at the guess and once more at the result, which settles it on either side of a change of
 * offset; a wall time a change skips (a spring-forward gap) comes out at the later offset.
 */
export function zonedTimeToUtc(wall: WallTime, timeZone: string): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const first = asUtc - offsetMs(asUtc, timeZone);
  const second = asUtc - offsetMs(first, timeZone);
  return new Date(second);
}

// ---- Enqueueing occurrences -------------------------------------------------------------------

/** `reference-price:2026-11-23T17:00Z`: the occurrence's UTC minute. */
export function occurrenceKey(name: string, at: Date): string {
  return `${name}:${at.toISOString().slice(0, 16)}Z`;
}

export type Scheduler = {
  readonly schedules: readonly Schedule[];
  /** One job handler per schedule, keyed by its name (the job kind). */
  readonly handlers: Record<string, JobHandler>;
  /**
   * Enqueues each schedule's latest occurrence at or before `now` unless it was enqueued before
   * (by this or any other process; the dedupe key drops a second insert). Costs nothing between
   * occurrences: the database is asked once per schedule at the first call, then once per new
   * occurrence. Returns how many occurrences this process saw fall due (each inserted by it or
   * by another process, once).
   */
  enqueueDue(db: Db, now: Date, log?: FastifyBaseLogger): Promise<number>;
};

/**
 * The recurring jobs of one process. Each server process makes its own; they agree through the
 * `jobs` table alone. The worker loop (startJobWorker) calls `enqueueDue` with the app clock at
 * each poll, so a test clock moved past 18:00 makes the day's 18:00 occurrence due.
 */
export function createScheduler(schedules: readonly Schedule[]): Scheduler {
  const names = new Set<string>();
  for (const { name } of schedules) {
    if (names.has(name)) throw new Error(`Two schedules are named "${name}"`);
    names.add(name);
  }
  /** Per schedule: the latest occurrence known to be enqueued (by anyone), or the floor. */
  const enqueuedUpTo = new Map<string, number>();

  const handlers: Record<string, JobHandler> = {};
  for (const entry of schedules) {
    handlers[entry.name] = async (payload, job) => {
      const at = new Date(String(payload.occurrence));
      if (Number.isNaN(at.getTime())) throw new Error(`Job ${job.id} has no occurrence`);
      await entry.handler({ name: entry.name, at }, job);
    };
  }

  /** The newest occurrence of `name` in the queue, or undefined when it never ran anywhere. */
  async function newestQueued(db: Db, name: string): Promise<number | undefined> {
    const result = await db.execute(sql`
      select max((${jobs.payload}->>'occurrence')::timestamptz) as newest
      from ${jobs} where ${jobs.kind} = ${name}`);
    const newest = (result as unknown as { rows: { newest: string | Date | null }[] }).rows[0]?.newest;
    return newest === null || newest === undefined ? undefined : new Date(newest).getTime();
  }

  return {
    schedules,
    handlers,
    async enqueueDue(db, now, log) {
      let enqueued = 0;
      for (const entry of schedules) {
        let upTo = enqueuedUpTo.get(entry.name);
        if (upTo === undefined) {
          // First look in this process: what the queue knows, or, for a schedule that never
          // ran anywhere, now (no back-filling of occurrences from before it existed).
          upTo = (await newestQueued(db, entry.name)) ?? now.getTime();
          enqueuedUpTo.set(entry.name, upTo);
        }
        const at = entry.latestAt(now);
        if (at.getTime() <= upTo) continue;
        const key = occurrenceKey(entry.name, at);
        await enqueueJob(db, now, {
          kind: entry.name,
          payload: { occurrence: at.toISOString() },
          runAfter: at,
          dedupeKey: key,
        });
        enqueuedUpTo.set(entry.name, at.getTime());
        enqueued++;
        log?.debug({ schedule: entry.name, occurrence: key }, 'recurring job due');
      }
      return enqueued;
    },
  };
}

/** The app's job handlers with the scheduler's; a schedule named like a job kind is refused. */
export function withScheduledHandlers(
  handlers: Record<string, JobHandler>,
  scheduler: Scheduler,
): Record<string, JobHandler> {
  for (const name of Object.keys(scheduler.handlers)) {
    if (name in handlers) throw new Error(`Schedule "${name}" has the name of a job kind`);
  }
  return { ...handlers, ...scheduler.handlers };
}
