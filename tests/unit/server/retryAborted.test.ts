import { describe, expect, it } from 'vitest';
import { ABORTED_CODES, MAX_DELAY_MS, RETRIES, backoffMs, isAborted, retryAborted } from '../../../server/db/retryAborted';

const pgError = (code: string) => Object.assign(new Error(`error ${code}`), { code });

/** An attempt that fails with `errors` in turn, then answers 'done'; counts its calls. */
const failing = (...errors: Error[]) => {
    const calls = { n: 0 };
    const attempt = async () => {
        const error = errors[calls.n++];
        if (error) throw error;
        return 'done';
    };
    return { attempt, calls };
};

const recordSleeps = () => {
    const waits: number[] = [];
    return { waits, sleep: async (ms: number) => void waits.push(ms) };
};

describe('which errors are PostgreSQL aborts', () => {
    it('deadlock_detected and serialization_failure only', () => {
        expect([...ABORTED_CODES].sort()).toEqual(['40001', '40P01']);
        expect(isAborted(pgError('40P01'))).toBe(true);
        expect(isAborted(pgError('40001'))).toBe(true);
        for (const code of ['23505', '25P02', '40000', '40002', '57014', '08006']) expect(isAborted(pgError(code))).toBe(false);
        expect(isAborted(new Error('40P01'))).toBe(false);
        expect(isAborted(undefined)).toBe(false);
        expect(isAborted({ code: 40001 })).toBe(false);
    });
});

describe('retryAborted', () => {
    it('runs an aborted attempt again until it succeeds', async () => {
        const { attempt, calls } = failing(pgError('40P01'), pgError('40001'));
        const { waits, sleep } = recordSleeps();
        await expect(retryAborted(attempt, { sleep })).resolves.toBe('done');
        expect(calls.n).toBe(3);
        expect(waits).toHaveLength(2);
    });

    it(`gives up after ${RETRIES} reruns with the last error unchanged`, async () => {
        const errors = Array.from({ length: 10 }, () => pgError('40P01'));
        const { attempt, calls } = failing(...errors);
        const { waits, sleep } = recordSleeps();
        await expect(retryAborted(attempt, { sleep })).rejects.toBe(errors[RETRIES]);
        expect(calls.n).toBe(RETRIES + 1);
        expect(waits).toHaveLength(RETRIES);
    });

    it('lets every other error out at once', async () => {
        for (const error of [pgError('23505'), pgError('25P02'), new Error('boom'), Object.assign(new Error('refused'), { data: null })]) {
            const { attempt, calls } = failing(error);
            const { waits, sleep } = recordSleeps();
            await expect(retryAborted(attempt, { sleep })).rejects.toBe(error);
            expect(calls.n).toBe(1);
            expect(waits).toEqual([]);
        }
    });

    it('asks the caller whether the attempt was aborted (an abort the body caught)', async () => {
        const { attempt, calls } = failing(new Error('after a swallowed deadlock'));
        await expect(retryAborted(attempt, { sleep: async () => {} }, () => true)).resolves.toBe('done');
        expect(calls.n).toBe(2);
    });

    it('waits a short, growing, jittered and bounded time', async () => {
        expect(backoffMs(0, () => 0)).toBe(5);
        expect(backoffMs(0, () => 0.999)).toBeLessThan(15);
        expect(backoffMs(2, () => 0.5)).toBe(40);
        for (let retry = 0; retry < 20; retry++) {
            for (const r of [0, 0.3, 0.999]) {
                const ms = backoffMs(retry, () => r);
                expect(ms).toBeGreaterThan(0);
                expect(ms).toBeLessThanOrEqual(MAX_DELAY_MS);
            }
        }
        // Two transactions that just deadlocked draw different waits.
        expect(backoffMs(1, () => 0.1)).not.toBe(backoffMs(1, () => 0.9));
        const { attempt } = failing(...Array.from({ length: RETRIES }, () => pgError('40P01')));
        const { waits, sleep } = recordSleeps();
        await retryAborted(attempt, { sleep, random: () => 0.5 });
        expect(waits).toEqual([10, 20, 40]);
    });
});
