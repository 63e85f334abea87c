import { readFileSync } from 'node:fs';

/**
 * User + system CPU time, in ms, from a /proc stat file (Linux): `/proc/PID/stat` for a process (all
 * its threads), `/proc/thread-self/stat` for the calling thread. Clock ticks of 10 ms (USER_HZ = 100
 * on Linux). Undefined where the file cannot be read (another system, a process gone).
 */
export function statCpuMs(path: string): number | undefined {
  try {
    const stat = readFileSync(path, 'utf8');
    // The command name, in parentheses, may hold spaces: the fields are counted after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
    return Number.isFinite(ticks) ? ticks * 10 : undefined;
  } catch {
    return undefined;
  }
}

/** The CPU time of another process, all its threads (the reference server's, in the bench). */
export const processCpuMs = (pid: number): number | undefined => statCpuMs(`/proc/${pid}/stat`);
