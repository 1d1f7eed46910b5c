import { SERVER_ONLY_COLUMN_KEYS, SERVER_ONLY_KEYS } from '../../protocol/serverOnlyKeys';
import { callsOf, draftOf, renameResource, textsOfDraft } from './designDraft';
import { newDraft } from './designerCalls';

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const without = (value: Json, keys: readonly string[]): Json => Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)));

/**
 * A column as a draft may declare it: without the server's own SQL, unique within the table rather
 * than across merchants, and a cascade that holds its second level (naming its `first`) turned
 * round to hold the first and name a second column of its own, as a file's cascade does.
 */
const draftColumn = (name: string, column: unknown): unknown => {
    if (!isRecord(column)) return column;
    const kept = without(column, SERVER_ONLY_COLUMN_KEYS);
    const write = isRecord(kept.write) && kept.write.unique === 'global' ? { write: { ...kept.write, unique: true } } : {};
    const second = kept.type === 'cascade' && kept.second === undefined ? { second: `${name}_2` } : {};
    return { ...kept, ...write, ...second };
};

/** The largest table name a copy may have (63, PostgreSQL's) less the `_copy` it ends in. */
const NAME_ROOM = 63 - '_copy'.length;

/**
 * A new resource started from another one's declaration (a built-in table, an example): the same
 * columns, texts, sort and write rules under `<table>_copy`, with the calls and menu paths named
 * after the new name and only the record calls the original offers, and without what only the
 * server's own declarations may say (its SQL, scopes, account rule). Nothing of the original
 * changes; the engineer renames the copy before saving it.
 */
export const templateDraft = (declarationText: string): { declaration: string; entry: string } => {
    const declaration: unknown = JSON.parse(declarationText);
    if (!isRecord(declaration) || typeof declaration.table !== 'string') throw new Error('not a declaration');
    const columns = isRecord(declaration.columns) ? declaration.columns : {};
    const copied = {
        ...without(declaration, [...SERVER_ONLY_KEYS, '$schema', 'seed']),
        columns: Object.fromEntries(Object.entries(columns).map(([name, column]) => [name, draftColumn(name, column)])),
    };
    const fresh = newDraft();
    const renamed = renameResource(draftOf(JSON.stringify(copied), fresh.entry), `${declaration.table.slice(0, NAME_ROOM)}_copy`);
    const offered = isRecord(declaration.api) ? declaration.api : {};
    const all = callsOf(renamed.table);
    const api = Object.fromEntries(Object.entries(all).filter(([call]) => call === 'list' || offered[call] !== undefined));
    const calls = { getOne: api.info, create: api.create, update: api.update, delete: api.remove };
    // A list that names no record (it has no record calls) is labelled as a new resource is, for the engineer to name.
    const label = Object.values(renamed.label).some(Boolean) ? renamed.label : draftOf(fresh.declaration, fresh.entry).label;
    return textsOfDraft({
        ...renamed,
        label,
        more: { ...renamed.more, api },
        entryMore: { ...renamed.entryMore, calls: Object.fromEntries(Object.entries(calls).filter(([, path]) => path !== undefined)) },
        menu: {
            ...renamed.menu,
            title: label,
            sectionTitle: label,
            // Each record route the original's calls offer: create, update (the edit page), remove.
            routes: { create: 'create' in offered, edit: 'update' in offered, remove: 'remove' in offered },
        },
    });
};
