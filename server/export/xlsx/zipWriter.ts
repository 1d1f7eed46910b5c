import { finished } from 'node:stream/promises';
import zlib from 'node:zlib';
import { crc32 } from './crc32';

/** Zip without zip64 counts sizes and offsets in 32 bits. */
const ZIP32_LIMIT = 0xffff_ffff;
export const ZIP_TOO_LARGE_MSG = 'the xlsx file passed 4 GiB, the most a zip without zip64 can hold (zip64 is not written)';

// General purpose flags: bit 3, sizes and CRC follow the data (a data descriptor), since they
// are known only once the entry is written; bit 11, names are UTF-8.
const FLAGS = 0x0008 | 0x0800;
const DEFLATE = 8;
const VERSION = 20;

interface CentralEntry {
    name: Buffer;
    crc: number;
    compressed: number;
    size: number;
    offset: number;
}

/** The MS-DOS time and date of the zip headers, local time as zip tools expect. */
const dosDateTime = (now: Date) => ({
    time: (now.getHours() << 11) | (now.getMinutes() << 5) | (now.getSeconds() >> 1),
    date: (Math.max(0, now.getFullYear() - 1980) << 9) | ((now.getMonth() + 1) << 5) | now.getDate(),
});

type Out = NodeJS.WritableStream & { writableNeedDrain?: boolean; destroyed?: boolean; writableEnded?: boolean };

/** Resolves on the stream's next 'drain', or when it closes or fails (the caller then looks at why). */
const nextDrain = (stream: NodeJS.EventEmitter) =>
    new Promise<void>(resolve => {
        const done = () => {
            stream.off('drain', done);
            stream.off('close', done);
            stream.off('error', done);
            resolve();
        };
        stream.on('drain', done);
        stream.on('close', done);
        stream.on('error', done);
    });

/**
 * One zip entry being written: text or bytes go through one raw-deflate stream (compressed on
 * libuv's thread pool, off the event loop), CRC and sizes counted on the way.
 */
export interface ZipEntry {
    /** Adds data; call `ready()` now and then so that buffers stay bounded. */
    write(data: string | Buffer): void;
    /** Resolves once the compressor and the destination have room again; rejects if the zip failed. */
    ready(): Promise<void>;
    /** Ends the entry: the last compressed bytes, then its data descriptor. */
    close(): Promise<void>;
}

/**
 * A streaming zip container on a writable destination: local headers with data descriptors,
 * deflated entries one after another, the central directory at the end. The destination's
 * backpressure is honoured (the compressor pauses while it is full), and a destination that
 * fails or closes early makes the next call reject, never an unhandled error.
 */
export class ZipWriter {
    private readonly out: Out;
    private readonly level: number;
    private readonly limit: number;
    private readonly stamp = dosDateTime(new Date());
    private readonly entries: CentralEntry[] = [];
    private offset = 0;
    private open?: ZipEntry;
    /** The open entry's compressor: destroyed when the zip fails, which ends every wait on it. */
    private compressor?: zlib.DeflateRaw;
    private failure?: Error;
    private done = false;
    private readonly onError = (error: Error) => this.fail(error);
    private readonly onClose = () => {
        if (!this.done) this.fail(new Error('the destination closed before the xlsx file was complete'));
    };

    /** `limit` (bytes) is zip's 4 GiB; tests lower it to see the refusal without writing 4 GiB. */
    constructor(out: NodeJS.WritableStream, options: { level?: number; limit?: number } = {}) {
        this.out = out as Out;
        this.level = options.level ?? zlib.constants.Z_DEFAULT_COMPRESSION;
        this.limit = Math.min(options.limit ?? ZIP32_LIMIT, ZIP32_LIMIT);
        out.on('error', this.onError);
        out.on('close', this.onClose);
    }

    /** Why the zip cannot go on, if it cannot. */
    get error(): Error | undefined {
        return this.failure ?? (this.out.destroyed && !this.done ? new Error('the destination closed before the xlsx file was complete') : undefined);
    }

    private fail(error: Error) {
        this.failure ??= error;
        this.compressor?.destroy();
    }

    private check() {
        const error = this.error;
        if (error) throw error;
    }

    private push(bytes: Buffer) {
        this.offset += bytes.length;
        if (this.offset > this.limit) {
            this.fail(new Error(ZIP_TOO_LARGE_MSG));
            return true;
        }
        return this.out.write(bytes);
    }

    /** Starts an entry; the previous one must be closed. */
    entry(name: string): ZipEntry {
        this.check();
        if (this.open) throw new Error('zip: the previous entry is still open');
        const nameBytes = Buffer.from(name, 'utf8');
        const start = this.offset;
        const header = Buffer.alloc(30);
        header.writeUInt32LE(0x04034b50, 0);
        header.writeUInt16LE(VERSION, 4);
        header.writeUInt16LE(FLAGS, 6);
        header.writeUInt16LE(DEFLATE, 8);
        header.writeUInt16LE(this.stamp.time, 10);
        header.writeUInt16LE(this.stamp.date, 12);
        // CRC and sizes (14..25) stay zero: the data descriptor carries them.
        header.writeUInt16LE(nameBytes.length, 26);
        this.push(Buffer.concat([header, nameBytes]));

        let crc = 0;
        let size = 0;
        let compressed = 0;
        const deflate = zlib.createDeflateRaw({ level: this.level, writableHighWaterMark: 256 * 1024 } as zlib.ZlibOptions);
        this.compressor = deflate;
        deflate.on('error', error => this.fail(error));
        deflate.on('data', (chunk: Buffer) => {
            compressed += chunk.length;
            if (!this.push(chunk)) {
                deflate.pause();
                void nextDrain(this.out).then(() => deflate.resume());
            }
        });
        const written = finished(deflate);
        written.catch(() => undefined);

        const entry: ZipEntry = {
            write: data => {
                this.check();
                const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
                crc = crc32(bytes, crc);
                size += bytes.length;
                if (size > this.limit) {
                    this.fail(new Error(ZIP_TOO_LARGE_MSG));
                    this.check();
                }
                deflate.write(bytes);
            },
            ready: async () => {
                // The compressor drains once the destination takes its output again (see 'data').
                while (!this.error && (deflate.writableNeedDrain || this.out.writableNeedDrain)) {
                    await nextDrain(deflate.writableNeedDrain ? deflate : this.out);
                }
                this.check();
            },
            close: async () => {
                this.check();
                deflate.end();
                // Resolves once every compressed byte went to the destination; a failure destroys
                // the compressor, which rejects it.
                await written.catch((error: Error) => this.fail(error));
                this.check();
                const descriptor = Buffer.alloc(16);
                descriptor.writeUInt32LE(0x08074b50, 0);
                descriptor.writeUInt32LE(crc >>> 0, 4);
                descriptor.writeUInt32LE(compressed, 8);
                descriptor.writeUInt32LE(size, 12);
                this.push(descriptor);
                this.check();
                this.entries.push({ name: nameBytes, crc, compressed, size, offset: start });
                this.open = undefined;
                this.compressor = undefined;
            },
        };
        this.open = entry;
        return entry;
    }

    /** A whole entry at once (the small parts of a workbook). */
    async add(name: string, data: string | Buffer): Promise<void> {
        const entry = this.entry(name);
        entry.write(data);
        await entry.close();
    }

    /** Writes the central directory and ends the destination. */
    async finish(): Promise<void> {
        this.check();
        if (this.open) throw new Error('zip: an entry is still open');
        const directoryStart = this.offset;
        const headers = this.entries.map(entry => {
            const header = Buffer.alloc(46);
            header.writeUInt32LE(0x02014b50, 0);
            header.writeUInt16LE(VERSION, 4);
            header.writeUInt16LE(VERSION, 6);
            header.writeUInt16LE(FLAGS, 8);
            header.writeUInt16LE(DEFLATE, 10);
            header.writeUInt16LE(this.stamp.time, 12);
            header.writeUInt16LE(this.stamp.date, 14);
            header.writeUInt32LE(entry.crc >>> 0, 16);
            header.writeUInt32LE(entry.compressed, 20);
            header.writeUInt32LE(entry.size, 24);
            header.writeUInt16LE(entry.name.length, 28);
            // Extra field, comment, disk number, attributes (30..41) stay zero.
            header.writeUInt32LE(entry.offset, 42);
            return Buffer.concat([header, entry.name]);
        });
        const directory = Buffer.concat(headers);
        const end = Buffer.alloc(22);
        end.writeUInt32LE(0x06054b50, 0);
        end.writeUInt16LE(this.entries.length, 8);
        end.writeUInt16LE(this.entries.length, 10);
        end.writeUInt32LE(directory.length, 12);
        end.writeUInt32LE(directoryStart, 16);
        this.push(Buffer.concat([directory, end]));
        this.check();
        this.done = true;
        this.detach();
        this.out.end();
    }

    /**
     * Gives up: the open entry's compressor is destroyed. The destination is left to its owner,
     * still listened to, so an error it emits later is not unhandled.
     */
    abort(error: Error): void {
        this.fail(error);
    }

    private detach() {
        this.out.off('error', this.onError);
        this.out.off('close', this.onClose);
    }
}
