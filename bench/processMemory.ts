import { readFileSync, writeFileSync } from 'node:fs';

/** A field of /proc/<pid>/status in KiB (VmRSS, VmHWM), or undefined when not readable. */
const statusKiB = (pid: number, field: 'VmRSS' | 'VmHWM'): number | undefined => {
    try {
        const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
        return match ? Number(match[1]) : undefined;
    } catch {
        return undefined;
    }
};

/** A process's resident memory now, in MiB, or undefined when not readable. */
export const residentMiB = (pid: number): number | undefined => {
    const kib = statusKiB(pid, 'VmRSS');
    return kib === undefined ? undefined : kib / 1024;
};

/**
 * Watches a process's resident memory while `during` runs: resets its peak (clear_refs 5, so
 * VmHWM covers this window only, not the seed or start before it) and samples VmRSS as well,
 * in case the kernel refuses the reset. Answers MiB.
 */
export const peakMemoryDuring = async <T>(pid: number, during: () => Promise<T>) => {
    let peakReset = true;
    try {
        writeFileSync(`/proc/${pid}/clear_refs`, '5');
    } catch {
        peakReset = false;
    }
    const before = statusKiB(pid, 'VmRSS') ?? 0;
    let sampled = before;
    const sampler = setInterval(() => {
        sampled = Math.max(sampled, statusKiB(pid, 'VmRSS') ?? 0);
    }, 20);
    try {
        const result = await during();
        const hwm = peakReset ? (statusKiB(pid, 'VmHWM') ?? 0) : 0;
        return { result, beforeMiB: before / 1024, peakMiB: Math.max(hwm, sampled) / 1024, peakReset };
    } finally {
        clearInterval(sampler);
    }
};
