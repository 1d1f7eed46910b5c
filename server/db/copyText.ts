/**
 * Rows in COPY's text format (tab-separated, `\N` for NULL, backslash escapes), the input of
 * `COPY … FROM STDIN` on PostgreSQL and `COPY … FROM '/dev/blob'` on PGlite. Values are encoded
 * as node-postgres would bind them, so a bulk load stores what a multi-row INSERT would.
 */
/** Rows per COPY text chunk: large enough to amortise each round, small enough to stay a few MiB. */
export const COPY_BATCH_ROWS = 20_000;

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

const copyValue = (value: unknown): string => {
    if (value === null || value === undefined) return '\\N';
    if (typeof value === 'number' || typeof value === 'bigint') return String(value);
    if (typeof value === 'boolean') return value ? 't' : 'f';
    if (typeof value === 'string') return /[\\\t\n\r]/.test(value) ? value.replace(/[\\\t\n\r]/g, c => ESCAPES[c]) : value;
    // Seeds and imports load scalars and JSON documents; arrays and dates would need node-postgres' own encodings.
    if (Array.isArray(value) || value instanceof Date) throw new Error(`COPY of ${Array.isArray(value) ? 'an array' : 'a Date'} is not supported`);
    return copyValue(JSON.stringify(value));
};

/** A row of values to load. */
export type CopyRow = readonly unknown[];

/**
 * The rows as COPY text, `COPY_BATCH_ROWS` lines per chunk, each line ending with a newline.
 * Rows are taken from the iterable as chunks are asked for, so a generator of a million rows
 * never has them all in memory at once.
 */
export function* copyChunks(rows: Iterable<CopyRow>): Generator<string> {
    let text = '';
    let lines = 0;
    for (const row of rows) {
        for (let i = 0; i < row.length; i++) text += (i ? '\t' : '') + copyValue(row[i]);
        text += '\n';
        if (++lines === COPY_BATCH_ROWS) {
            yield text;
            text = '';
            lines = 0;
        }
    }
    if (lines) yield text;
}

/** `COPY table (columns) FROM <source>` with quoted identifiers. */
export const copyStatement = (table: string, columns: readonly string[], source: string) =>
    `COPY "${table.replace(/"/g, '""')}" (${columns.map(c => `"${c.replace(/"/g, '""')}"`).join(', ')}) FROM ${source}`;
