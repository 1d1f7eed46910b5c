import type { Figure } from './Figure';

/** The engines the server part runs on. */
export type Engine = 'pglite' | 'postgres';

export const ENGINE_NAMES: Record<Engine, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

/** The server's targets for one engine and size; a figure without a target is printed as info. */
export interface ServerTargets {
    /** List p95, any page depth (ms). */
    listP95?: number;
    /** Page 1 with count and sums, p95 (ms). */
    firstPageP95?: number;
    /** Synchronous export of every row (ms). */
    exportMs?: number;
    /** Server RSS growth during the export (MiB). */
    exportRssGrowthMiB?: number;
    /** First body bytes of the synchronous export (ms), at any size. */
    exportFirstByteMs?: number;
    /** List p95 during an export, as a multiple of its idle p95 measured just before. */
    listDuringExportFactor?: number;
    /** The server's resident memory at rest on the seeded database, after a login (MiB). */
    idleRssMiB?: number;
}

/** The export's first bytes leave within 1 s at any size, on either engine. */
const EXPORT_FIRST_BYTE_MS = 1_000;

/** Targets at 100k rows on both engines, at 1M on PostgreSQL; other sizes have only the first-byte one. */
export const serverTargets = (engine: Engine, rows: number): ServerTargets => {
    if (rows === 100_000) {
        return {
            listP95: engine === 'postgres' ? 15 : 40,
            firstPageP95: 40,
            exportMs: 5_000,
            exportRssGrowthMiB: 150,
            exportFirstByteMs: EXPORT_FIRST_BYTE_MS,
            ...(engine === 'postgres' ? { listDuringExportFactor: 2 } : { idleRssMiB: 300 }),
        };
    }
    if (rows === 1_000_000 && engine === 'postgres') {
        return { listP95: 60, firstPageP95: 250, exportMs: 60_000, exportRssGrowthMiB: 150, exportFirstByteMs: EXPORT_FIRST_BYTE_MS };
    }
    return { exportFirstByteMs: EXPORT_FIRST_BYTE_MS };
};

/** `ok` within the target, `missed` beyond it, `info` without one. */
export const judge = (value: number | undefined, target: number | undefined): Figure['status'] =>
    target === undefined || value === undefined ? 'info' : value < target ? 'ok' : 'missed';
