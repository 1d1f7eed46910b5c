import type { Readable, Writable } from 'node:stream';

/**
 * Files the server keeps for a later download (export files), under a key it chooses. One
 * interface, two places (`MC_FILE_STORE`): a directory, or the database itself so that every
 * instance on it can serve every file. Both stream both ways: memory stays flat in file size.
 */
export interface FileStore {
    /**
     * Stores what `write` writes into the stream (and ends) under `key`. The file becomes
     * readable only once it is complete; when `write` fails nothing stays under the key.
     */
    save(key: string, write: (out: Writable) => Promise<void>): Promise<void>;
    /** The file as a stream, or undefined when there is no such file. */
    open(key: string): Promise<Readable | undefined>;
    remove(key: string): Promise<void>;
    /** Every key held: the sweep removes the ones no task names any more. */
    keys(): Promise<string[]>;
}

/** Keys are file names the server made up: letters, digits, `-`, `_` and `.`, no path. */
export const isFileKey = (key: string) => /^[\w][\w.-]{0,199}$/.test(key);

export const checkFileKey = (key: string) => {
    if (!isFileKey(key)) throw new Error(`not a file key: ${JSON.stringify(key.slice(0, 60))}`);
    return key;
};
