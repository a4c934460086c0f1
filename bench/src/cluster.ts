// The platform as production runs it: one or more server processes on one database and data
// directory and, once the build has one, the separate worker process that sends the emails and
// runs the expiry jobs (the servers then run none in-process).
import fs from 'node:fs';
import path from 'node:path';
import { type RunningServer, root, startServer } from './platform.ts';

const workerScript = 'apps/server/dist/worker.js';
/**
 * The servers' settings beside the worker, as `npm start` sets them (scripts/start.mjs): the jobs
 * are the worker's, and the rate-limit counters stay in each server's memory. With several
 * processes each then counts its own (the bench raises the limits, so none refuses anything).
 */
const serverEnvWithWorker: Record<string, string> = { JOBS_IN_PROCESS: 'false', RATE_LIMIT_STORE: 'memory' };

export type Cluster = {
  /** The first server: the database and data directory are its. */
  primary: RunningServer;
  servers: RunningServer[];
  worker: RunningServer | undefined;
  /** The servers' URLs, for a load spread across them. */
  urls(): string[];
  /** CPU time used so far by every process (servers and worker), ms; undefined off Linux. */
  cpuMs(): number | undefined;
  /** Starts or stops server processes until `count` run. */
  resize(count: number): Promise<void>;
  stop(): Promise<void>;
};

export const hasWorkerBuild = () => fs.existsSync(path.join(root, workerScript));

export async function startCluster(options: {
  serverUrl: string;
  port: number;
  database: string;
}): Promise<Cluster> {
  const withWorker = hasWorkerBuild();
  const env = withWorker ? serverEnvWithWorker : {};
  const primary = await startServer({ ...options, env });
  const servers = [primary];
  const worker = withWorker
    ? await startServer({ ...options, port: options.port + 9, joining: primary, script: workerScript })
    : undefined;
  const processes = () => (worker ? [...servers, worker] : servers);
  return {
    primary,
    servers,
    worker,
    urls: () => servers.map((server) => server.url),
    cpuMs() {
      let total = 0;
      for (const process of processes()) {
        const used = process.cpuMs();
        if (used === undefined) return undefined;
        total += used;
      }
      return total;
    },
    async resize(count) {
      while (servers.length < count) {
        servers.push(
          await startServer({ ...options, port: options.port + servers.length, joining: primary, env }),
        );
      }
      while (servers.length > Math.max(1, count)) await servers.pop()!.stop();
    },
    async stop() {
      if (worker) await worker.stop();
      while (servers.length > 1) await servers.pop()!.stop();
      await primary.stop();
    },
  };
}
