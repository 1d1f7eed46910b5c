import { describe, expect, it } from 'vitest';
import { judge, serverTargets } from '../../../bench/serverTargets';

describe('server targets', () => {
    it('per engine and size', () => {
        expect(serverTargets('postgres', 100_000)).toEqual({
            listP95: 15,
            firstPageP95: 40,
            exportMs: 5_000,
            exportRssGrowthMiB: 150,
            exportFirstByteMs: 1_000,
            listDuringExportFactor: 2,
        });
        expect(serverTargets('pglite', 100_000).listP95).toBe(40);
        // List latency during an export is a PostgreSQL target only.
        expect(serverTargets('pglite', 100_000).listDuringExportFactor).toBeUndefined();
        // Resting memory is a PGlite target only (its database lives in the server's process).
        expect(serverTargets('pglite', 100_000).idleRssMiB).toBe(300);
        expect(serverTargets('postgres', 100_000).idleRssMiB).toBeUndefined();
        expect(serverTargets('postgres', 1_000_000)).toEqual({
            listP95: 60,
            firstPageP95: 250,
            exportMs: 60_000,
            exportRssGrowthMiB: 150,
            exportFirstByteMs: 1_000,
        });
        // The export's first byte within 1 s holds at any size, on either engine.
        expect(serverTargets('pglite', 1_000_000)).toEqual({ exportFirstByteMs: 1_000 });
        expect(serverTargets('postgres', 5_000)).toEqual({ exportFirstByteMs: 1_000 });
    });

    it('judges ok below the target, missed at or above it, info without one', () => {
        expect(judge(14.9, 15)).toBe('ok');
        expect(judge(15, 15)).toBe('missed');
        expect(judge(3, undefined)).toBe('info');
        expect(judge(undefined, 15)).toBe('info');
    });
});
