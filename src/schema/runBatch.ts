/** One row a batch action failed on, with what the server (or the transport) said. */
export interface BatchFailure<Id> {
    id: Id;
    error: unknown;
}

export interface BatchOutcome<Id> {
    succeeded: Id[];
    failed: BatchFailure<Id>[];
}

/**
 * Runs `act` once per id, one call after the other (a batch is a series of the row action's own
 * calls, so the server applies its rules row by row and the progress is exact), reporting
 * `(done, total)` after each. A failure is recorded and the batch goes on; nothing is retried.
 * An aborted signal stops before the next call; the ids not run are in neither list.
 */
export const runBatch = async <Id>(
    ids: readonly Id[],
    act: (id: Id) => Promise<unknown>,
    onProgress: (done: number, total: number) => void = () => {},
    signal?: AbortSignal
): Promise<BatchOutcome<Id>> => {
    const outcome: BatchOutcome<Id> = { succeeded: [], failed: [] };
    for (const [index, id] of ids.entries()) {
        if (signal?.aborted) break;
        try {
            await act(id);
            outcome.succeeded.push(id);
        } catch (error) {
            outcome.failed.push({ id, error });
        }
        onProgress(index + 1, ids.length);
    }
    return outcome;
};
