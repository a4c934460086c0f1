/** The time source of the domain; tests pass a clock they can move. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

/**
 * A clock tests move (fulfilment windows, cool-offs, expiries, a daily 18:00 job), never used in
 * production: the app takes one only from a test or under TEST_CLOCK, which production refuses.
 *
 * Frozen (the default, for in-process tests): it stands still between moves, so a test decides
 * every instant. Running (`{ frozen: false }`, what a server process under TEST_CLOCK uses): it
 * keeps pace with the system clock from wherever it was last put, so leases, sessions and the
 * order of what happens still see time pass.
 */
export class TestClock implements Clock {
  readonly frozen: boolean;
  /** Frozen: the instant it shows. Running: how far it is ahead of the system clock. */
  private value: number;

  constructor(options: { start?: Date; frozen?: boolean } = {}) {
    this.frozen = options.frozen ?? true;
    const start = options.start?.getTime() ?? Date.now();
    this.value = this.frozen ? start : start - Date.now();
  }

  now(): Date {
    return new Date(this.frozen ? this.value : Date.now() + this.value);
  }

  /** Puts the clock at `date` (backwards too). */
  set(date: Date): void {
    const at = date.getTime();
    if (!Number.isFinite(at)) throw new RangeError('TestClock.set needs a valid date');
    this.value = this.frozen ? at : at - Date.now();
  }

  /** Moves the clock `ms` milliseconds on (a negative number moves it back). */
  advance(ms: number): void {
    if (!Number.isFinite(ms)) throw new RangeError('TestClock.advance needs a finite number');
    this.value += ms;
  }

  advanceMinutes(minutes: number): void {
    this.advance(minutes * 60_000);
  }

  /** Back to the system's time (a frozen clock stands at the system's time of this call). */
  reset(): void {
    this.value = this.frozen ? Date.now() : 0;
  }

  /** How far the clock is ahead of the system clock, in milliseconds (negative: behind). */
  offsetMs(): number {
    return this.frozen ? this.value - Date.now() : this.value;
  }
}
