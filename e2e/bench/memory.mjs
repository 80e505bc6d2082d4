// Resident memory of the stack's processes, for the benches that watch it over time (failover, soak).
import { readFileSync } from 'node:fs';

/** Resident memory of a process, in MB (Linux). */
export const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith('VmRSS:'));
  return Math.round(Number(line.split(/\s+/)[1]) / 1024);
};
