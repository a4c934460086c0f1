// Even, readable axis ticks ("nice numbers"): steps of 1, 2 or 5 times a power of ten, the first
// and last tick on a step, every step the same, so that an axis reads ₦0, ₦5M, ₦10M, ₦15M rather
// than whatever the chart library fits. A flat series (one price, or several equal ones) gets a
// range around its value instead of a sliver of it (₦338.48 to ₦338.52).

export type Ticks = {
  /** The axis' range: the first and the last tick. */
  domain: [number, number];
  /** Every tick, lowest first, evenly spaced. */
  ticks: number[];
};

type TickOptions = {
  /** About how many ticks the axis has room for (at most this many). */
  count?: number;
  /** Starts the axis at 0 (bars measure from 0). */
  includeZero?: boolean;
  /** The smallest step (1 for whole minor units: no tick between two kobo). */
  minStep?: number;
};

/** How far above and below a flat series' value its axis reaches, as a share of the value. */
const flatSpread = 0.05;

/** The smallest step of 1, 2 or 5 times a power of ten that is at least `rough`. */
export function niceStep(rough: number): number {
  if (!(rough > 0) || !Number.isFinite(rough)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  const nice = [1, 2, 5, 10].find((candidate) => fraction <= candidate * (1 + 1e-9)) ?? 10;
  return nice * power;
}

/** The ticks of an axis showing `values` (empty: 0 to 1 step). */
export function niceTicks(values: readonly number[], options: TickOptions = {}): Ticks {
  const { count = 5, includeZero = false, minStep = 0 } = options;
  const finite = values.filter(Number.isFinite);
  let low = finite.length > 0 ? Math.min(...finite) : 0;
  let high = finite.length > 0 ? Math.max(...finite) : 0;
  if (includeZero) {
    low = Math.min(low, 0);
    high = Math.max(high, 0);
  }
  if (low === high) {
    // A flat series: a range around its value (around 0: from 0 up).
    const spread = Math.abs(low) * flatSpread;
    if (spread > 0) {
      low -= includeZero && low >= 0 ? 0 : spread;
      high += includeZero && high <= 0 ? 0 : spread;
    } else {
      high = Math.max(minStep, 1) * Math.max(count - 1, 1);
    }
    if (includeZero) {
      low = Math.min(low, 0);
      high = Math.max(high, 0);
    }
  }
  const intervals = Math.max(count - 1, 1);
  let step = Math.max(niceStep((high - low) / intervals), minStep);
  let first = Math.floor(low / step);
  let last = Math.ceil(high / step);
  // Rounding both ends outwards can add an interval: take the next step up until it fits.
  while (last - first > intervals) {
    step = niceStep(step * 1.01);
    first = Math.floor(low / step);
    last = Math.ceil(high / step);
  }
  if (last === first) last += 1;
  // Whole multiples of the step, rounded to its precision, so no tick reads 0.30000000000000004.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  const at = (index: number) => Number((index * step).toFixed(decimals));
  const ticks = Array.from({ length: last - first + 1 }, (_, offset) => at(first + offset));
  return { domain: [ticks[0]!, ticks[ticks.length - 1]!], ticks };
}
