import type { Database } from '../core/Db';

interface Logger {
    warn(obj: object, msg?: string): void;
}

export interface ChannelFollower {
    stop(): Promise<void>;
}

/**
 * The instance's one LISTEN (not one per client): payloads go to `notify`. A lost connection
 * (a database restart, a network cut) is opened again with a growing, jittered wait (0.1 s to
 * 5 s); once it is back, `resumed` reads what was committed meanwhile. Resolves once the first
 * LISTEN is in place, so a stream opened after start-up misses nothing.
 */
export const followChannel = async (
    db: Pick<Database, 'listen'>,
    channel: string,
    { notify, resumed, log }: { notify(payload: string): void; resumed(): void; log: Logger }
): Promise<ChannelFollower> => {
    let stopped = false;
    let current: { close(): Promise<void> } | undefined;
    let retry: NodeJS.Timeout | undefined;
    let failures = 0;

    const connect = async (): Promise<void> => {
        current = await db.listen(channel, {
            notify,
            lost: error => {
                current = undefined;
                if (stopped) return;
                log.warn({ err: error }, 'live: LISTEN connection lost, listening again');
                schedule();
            },
        });
        failures = 0;
    };

    const schedule = () => {
        const wait = Math.min(5000, 100 * 2 ** failures) * (0.5 + Math.random());
        failures += 1;
        retry = setTimeout(() => {
            if (stopped) return;
            connect().then(
                () => {
                    if (stopped) void current?.close();
                    else resumed();
                },
                error => {
                    log.warn({ err: error }, 'live: LISTEN failed, trying again');
                    schedule();
                }
            );
        }, wait);
        retry.unref();
    };

    await connect();
    return {
        async stop() {
            stopped = true;
            clearTimeout(retry);
            await current?.close();
        },
    };
};
