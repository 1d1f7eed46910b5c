import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { checkFileKey, isFileKey, type FileStore } from './FileStore';

/** `MC_FILE_STORE=dir` (default): one file per key in a directory; a shared volume serves several instances. */
export const dirFileStore = (dir: string): FileStore => {
    const at = (key: string) => path.join(dir, checkFileKey(key));
    // Written under a temporary name and renamed when complete, so a reader never sees half a file.
    const partial = (key: string) => path.join(dir, `.${checkFileKey(key)}.part`);
    return {
        async save(key, write) {
            await mkdir(dir, { recursive: true });
            const out = createWriteStream(partial(key));
            try {
                await write(out);
                if (!out.writableEnded) out.end();
                await finished(out);
                await rename(partial(key), at(key));
            } catch (error) {
                // The stream opens its file asynchronously: wait until it is closed, or an open
                // still pending would create the partial file again after the rm.
                if (!out.closed) {
                    const closed = once(out, 'close');
                    out.destroy();
                    await closed;
                }
                await rm(partial(key), { force: true });
                throw error;
            }
        },
        async open(key) {
            if (!isFileKey(key)) return undefined;
            // Opened before answering, so a missing file is "no file", not a broken stream.
            const handle = await open(at(key), 'r').catch(() => undefined);
            return handle && createReadStream('', { fd: handle });
        },
        async remove(key) {
            await rm(at(key), { force: true });
            await rm(partial(key), { force: true });
        },
        async keys() {
            const names = await readdir(dir).catch(() => [] as string[]);
            return names.map(name => name.replace(/^\.(.*)\.part$/, '$1')).filter(isFileKey);
        },
    };
};
