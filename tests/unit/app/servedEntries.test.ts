import { describe, expect, it } from 'vitest';
import { catalogue as builtIn } from '../../../src/app/catalogue';
import { servedEntries } from '../../../src/app/servedEntries';
import { loadCatalogueExtensions } from '../../../src/resources/extensions/loadCatalogueExtensions';
import { backendConfig as config, driveList } from './designedEntries';

/** The entries a backend's designer publishes are merged as a catalogue file is (docs/protocol.md §19). */

/** A backend answering the entries call with `answer` (an envelope, or a bare status). */
const backend =
    (answer: { data: unknown } | number): typeof fetch =>
    async input => {
        expect(String(input)).toContain('/api/v1/public/catalogue/Entries');
        return typeof answer === 'number'
            ? new Response('not found', { status: answer })
            : new Response(JSON.stringify({ status: true, msg: 'ok', data: answer.data }), { status: 200 });
    };

const load = (fetchImpl: typeof fetch) => loadCatalogueExtensions([], builtIn, fetchImpl, '/', { served: servedEntries(config, fetchImpl) });

describe('the menu entries a backend publishes', () => {
    it('join the catalogue as a file’s entries do, with their generated texts', async () => {
        const loaded = await load(backend({ data: [driveList] }));
        expect(loaded.problems).toEqual([]);
        expect(loaded.entries.map(entry => [entry.path, entry.section, entry.api])).toEqual([['/drive/list', 'drive', 'seller/drive/DriveList']]);
        expect(loaded.sections.map(section => section.id)).toEqual(['drive']);
    });

    it('are judged by the same rules: a wrong entry is left out and said', async () => {
        const loaded = await load(backend({ data: [{ ...driveList, kind: 'nonsense' }] }));
        expect(loaded.entries).toEqual([]);
        expect(loaded.problems.map(problem => problem.file)).toEqual(['public/catalogue/Entries']);
    });

    it('change nothing on a backend without the call (404)', async () => {
        expect(await load(backend(404))).toMatchObject({ entries: [], sections: [], problems: [] });
    });

    it('are a problem, not a failed start, when the call fails otherwise', async () => {
        const loaded = await load(backend(500));
        expect(loaded.entries).toEqual([]);
        expect(loaded.problems).toEqual([expect.objectContaining({ file: 'public/catalogue/Entries', key: 'fileUnreadable' })]);
    });
});
