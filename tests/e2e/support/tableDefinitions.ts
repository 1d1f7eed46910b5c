import { createDecipheriv } from 'node:crypto';
import type { Page, Response } from '@playwright/test';

/** The column types whose cells show option labels (docs/protocol.md §9.2), not data. */
const OPTION_TYPES: ReadonlySet<string> = new Set(['select', 'checkbox', 'cascade']);

interface EnvelopeKeys {
    encryptionMarker: string;
    aesKeyHex: string;
    aesIvHex: string;
}

/** A reply body as the console reads it: plain JSON, or `MARKER_hex` AES-256-CBC (docs/protocol.md §4). */
const envelopeOf = (body: string, keys: EnvelopeKeys): unknown => {
    const prefix = `${keys.encryptionMarker}_`;
    if (!body.startsWith(prefix)) return JSON.parse(body);
    const decipher = createDecipheriv('aes-256-cbc', Buffer.from(keys.aesKeyHex, 'hex'), Buffer.from(keys.aesIvHex, 'hex'));
    return JSON.parse(Buffer.concat([decipher.update(Buffer.from(body.slice(prefix.length), 'hex')), decipher.final()]).toString('utf8'));
};

/**
 * The table definitions the page fetches (`GET {api}` without `page`), read off the wire as they
 * arrive: per list api, the columns whose cells show an option's label (select, checkbox,
 * cascade). Every other cell of a list holds data (names, plates, amounts, times).
 */
export class TableDefinitions {
    private readonly optionColumns = new Map<string, string[]>();

    private constructor(
        page: Page,
        private readonly keys: EnvelopeKeys
    ) {
        page.on('response', response => void this.read(response));
    }

    static async watch(page: Page, baseURL: string): Promise<TableDefinitions> {
        const keys = (await (await fetch(new URL('/config.json', baseURL))).json()) as EnvelopeKeys;
        return new TableDefinitions(page, keys);
    }

    private async read(response: Response) {
        const url = new URL(response.url());
        const api = /\/api\/v1\/(.+)$/.exec(url.pathname)?.[1];
        if (!api || response.request().method() !== 'GET' || url.searchParams.has('page') || !response.ok()) return;
        try {
            const envelope = envelopeOf(await response.text(), this.keys) as { data?: { column_names?: unknown; rows?: Record<string, { type?: string }> } };
            const rows = envelope.data?.rows;
            if (!Array.isArray(envelope.data?.column_names) || !rows) return;
            this.optionColumns.set(
                api,
                Object.entries(rows)
                    .filter(([, column]) => OPTION_TYPES.has(column.type ?? ''))
                    .map(([name]) => name)
            );
        } catch {
            // Not a definition (a file, a page closing): nothing to learn.
        }
    }

    /** The option columns of `api`'s definition, once the page has fetched it. */
    optionColumnsOf(api: string | undefined): string[] {
        return (api && this.optionColumns.get(api)) || [];
    }
}
