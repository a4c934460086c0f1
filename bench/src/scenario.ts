// What every scenario reports: its answers, throughput counting successes only, latency, the
// servers' CPU per success and, after a load that writes, the integrity checks.
import type { Integrity } from './checks.ts';
import type { LoadResult, RequestSpec } from './load.ts';

/**
 * A scenario's answers: `okPerSecond` counts only the answer that means success (201 for a
 * purchase, 200 for a read); `allowed` are the answers that are honest under load (a hot
 * inventory may run out: 409). Anything else fails the run.
 */
export type ScenarioRow = LoadResult & {
  name: string;
  okPerSecond: number;
  /** CPU time of every server process (and the worker) per successful answer, ms. */
  serverCpuMsPerOk: number | null;
  allowed: string[];
  /** How many server processes answered (scale-out). */
  processes?: number;
  integrity?: Integrity;
};

/** Anything whose CPU time can be read: a server, or every process of a cluster. */
export type CpuMeter = { cpuMs(): number | undefined };

/** Runs `load` and measures the servers' CPU time around it. */
export async function measured(meter: CpuMeter, load: () => Promise<LoadResult>) {
  const cpuBefore = meter.cpuMs();
  const result = await load();
  const cpuAfter = meter.cpuMs();
  const cpuMs = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  return { result, cpuMs };
}

export function scenarioRow(
  name: string,
  run: { result: LoadResult; cpuMs: number | undefined },
  success: string,
  allowed: string[],
): ScenarioRow {
  const ok = run.result.statuses[success] ?? 0;
  const okPerSecond = Math.round(ok / run.result.seconds);
  const serverCpuMsPerOk =
    run.cpuMs === undefined || ok === 0 ? null : Math.round((run.cpuMs / ok) * 100) / 100;
  return { name, ...run.result, okPerSecond, serverCpuMsPerOk, allowed };
}

export function log(message: string) {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

export function get(path: string, cookie = ''): () => RequestSpec {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  return () => ({ method: 'GET', path, headers });
}

/** Runs `task` over `items`, `width` at a time, in order of the items (preparing data). */
export async function inParallel<T, R>(items: T[], width: number, task: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
  return results;
}
