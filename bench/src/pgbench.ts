// The yardstick: pgbench's TPC-B-like transaction on the same PostgreSQL server, in the same
// run, so purchase throughput can be read as a ratio that survives a busier or quieter machine.
import { execFileSync } from 'node:child_process';
import { adminQuery } from './platform.ts';

export async function pgbenchTps(
  serverUrl: string,
  options: { scale: number; clients: number; seconds: number },
) {
  const database = `gas_pgbench_${process.pid}`;
  await adminQuery(serverUrl, `drop database if exists ${database} with (force)`);
  await adminQuery(serverUrl, `create database ${database}`);
  const url = new URL(serverUrl);
  const connection = [
    '-h',
    url.hostname,
    '-p',
    url.port || '5432',
    '-U',
    decodeURIComponent(url.username || 'postgres'),
  ];
  try {
    execFileSync('pgbench', [...connection, '-i', '-q', '-s', String(options.scale), database], {
      stdio: 'pipe',
    });
    const output = execFileSync(
      'pgbench',
      [
        ...connection,
        '-b',
        'tpcb-like',
        '-c',
        String(options.clients),
        '-j',
        '2',
        '-T',
        String(options.seconds),
        '-n',
        database,
      ],
      { encoding: 'utf8' },
    );
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output);
    if (!tps) throw new Error(`unexpected pgbench output:\n${output}`);
    return Math.round(Number(tps[1]));
  } finally {
    await adminQuery(serverUrl, `drop database if exists ${database} with (force)`);
  }
}
