/**
 * CPU spent by the server's processes and by PostgreSQL's backends of one database over a run,
 * read from /proc (Linux): what a request costs on a shared machine, where its wall time says
 * more about the neighbours than about the product. Sampled every half second, so a process
 * that ends during the run (a pool's connection closed when idle) still counts up to its last
 * sample.
 */
import fs from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat's times (`getconf CLK_TCK`: 100 on Linux). */
const TICKS_PER_SECOND = 100;

interface Stat {
  ppid: number;
  cpuMs: number;
}

/** utime + stime of a process, and its parent; undefined once it has gone. */
export function statOf(pid: number): Stat | undefined {
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The name (field 2) may hold spaces and parentheses: the fields after it follow the last ')'.
  const after = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(after[11]) + Number(after[12]);
  return { ppid: Number(after[1]), cpuMs: (ticks * 1000) / TICKS_PER_SECOND };
}

function pids(): number[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
}

/** `root` and every process below it. */
function tree(root: number, all: Map<number, Stat>): number[] {
  const found = [root];
  for (let i = 0; i < found.length; i++)
    for (const [pid, stat] of all) if (stat.ppid === found[i]) found.push(pid);
  return found.filter((pid) => all.has(pid));
}

/** PostgreSQL backends serving `database` (their title: "postgres: [cluster: ]user database ..."). */
function backendsOf(database: string, candidates: number[]): number[] {
  return candidates.filter((pid) => {
    try {
      const title = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      return title.startsWith('postgres: ') && title.split(' ').includes(database);
    } catch {
      return false;
    }
  });
}

export interface CpuMeter {
  /** CPU ms since start: the server's processes, and the database's backends (0 on PGlite). */
  stop(): { serverMs: number; databaseMs: number; serverProcesses: number; backends: number };
}

export function meterCpu(serverPid: number, database?: string): CpuMeter {
  // Per process: CPU at its first sample (0 for one born during the run) and at its last.
  const server = new Map<number, { first: number; last: number }>();
  const backends = new Map<number, { first: number; last: number }>();
  const sample = (initial: boolean) => {
    const all = new Map<number, Stat>();
    for (const pid of pids()) {
      const stat = statOf(pid);
      if (stat) all.set(pid, stat);
    }
    const note = (into: Map<number, { first: number; last: number }>, pid: number) => {
      const cpuMs = all.get(pid)!.cpuMs;
      const seen = into.get(pid);
      if (seen) seen.last = cpuMs;
      else into.set(pid, { first: initial ? cpuMs : 0, last: cpuMs });
    };
    for (const pid of tree(serverPid, all)) note(server, pid);
    if (database) for (const pid of backendsOf(database, [...all.keys()])) note(backends, pid);
  };
  sample(true);
  const timer = setInterval(() => sample(false), 500);
  const spent = (into: Map<number, { first: number; last: number }>) =>
    [...into.values()].reduce((sum, p) => sum + p.last - p.first, 0);
  return {
    stop() {
      sample(false);
      clearInterval(timer);
      return {
        serverMs: spent(server),
        databaseMs: spent(backends),
        serverProcesses: server.size,
        backends: backends.size,
      };
    },
  };
}
