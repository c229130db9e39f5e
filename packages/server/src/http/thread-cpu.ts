import { readFileSync } from 'node:fs';

/** Linux counts a thread's CPU time in clock ticks of 1/100 s (USER_HZ, the same on every arch). */
const MS_PER_TICK = 10;

/**
 * The CPU time (user and system, in ms) that thread `tid` of this process has used, or null where
 * that cannot be read (not Linux, or the thread has ended). From /proc/self/task/TID/stat, whose
 * 14th and 15th fields count it; the 2nd, the thread's name in brackets, may hold spaces, so the
 * fields are counted from the last bracket.
 */
export function threadCpuMs(tid: number): number | null {
  try {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[0] is the 3rd field (the state): utime and stime are the 14th and 15th.
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * MS_PER_TICK : null;
  } catch {
    return null;
  }
}
