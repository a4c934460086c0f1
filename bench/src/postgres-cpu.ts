import fs from 'node:fs';

/**
 * CPU time of PostgreSQL, ms: every live process named `postgres` (backends, WAL writer,
 * checkpointer, autovacuum) plus what the postmaster's children that have exited used (its
 * cutime and cstime), so pool connections closing during a run still count. Linux /proc only.
 */
export function postgresCpuMs(): number {
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (name !== 'postgres') continue;
      // Fields after the name: state is [0], ppid [1], utime [11], stime [12], cutime [13], cstime [14].
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
      const parent = fs.readFileSync(`/proc/${fields[1]}/stat`, 'utf8');
      const isPostmaster = !parent.includes('(postgres)');
      if (isPostmaster) ticks += Number(fields[13]) + Number(fields[14]);
    } catch {
      // the process ended while we read it
    }
  }
  return ticks * 10;
}
