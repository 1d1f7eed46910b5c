/**
 * The resource designer's calls (docs/protocol.md §19) and what the console reads of their
 * replies. A reply that is not what the protocol says is refused whole (DesignerDataError), never
 * shown half.
 */
import { WRITE_FIELD_KINDS, type WriteFieldKind } from '../../protocol/writeForm';
import { isColumnType, type ColumnTypeName } from './designDraft';

export { DESIGNER_CALLS, ENTRIES_CALL } from '../../protocol/designerCalls';

/** The designer's page in the catalogue (src/app/catalogue/supertube.json). */
export const DESIGNER_ROUTE = '/supertube/platform/designer';

export class DesignerDataError extends Error {
    constructor(what: string) {
        super(`malformed designer reply: ${what}`);
        this.name = 'DesignerDataError';
    }
}

/** A title in one text or per language, as a declaration writes it. */
export type DesignText = string | Record<string, string>;

/**
 * Where a resource is declared: in the designer, by a `tables.d` file (managed there), or by the
 * server itself (a built-in table, shown as an example). A reply without one is the designer's
 * (as before there were others); a source the console does not know reads as a file's: shown,
 * never offered for editing or versions.
 */
export const DESIGN_SOURCES = ['designer', 'file', 'builtin'] as const;
export type DesignSource = (typeof DESIGN_SOURCES)[number];

/** The chip each source shows in the list of resources. */
export const SOURCE_LABELS: Record<DesignSource, string> = {
    designer: 'mc.designer.sourceDesigner',
    file: 'mc.designer.sourceFile',
    builtin: 'mc.designer.sourceBuiltin',
};

export interface DesignedResource {
    table: string;
    /** Empty when the declaration names no record (a list without record calls). */
    label: DesignText;
    source: DesignSource;
    editable: boolean;
    version: number;
    author: string;
    updateTime: number;
    /** Left out for a table the backend does not count (a built-in one). */
    rows?: number;
    merchants?: number;
}

export interface ResourceInfo {
    table: string;
    source: DesignSource;
    editable: boolean;
    version: number;
    /** The declaration and the menu entry, as JSON text laid out for editing. */
    declaration: string;
    entry: string;
    /** Columns the database keeps that the declaration no longer names. */
    hidden: HiddenColumn[];
}

/** A column kept in the database that the declaration no longer names, and how to declare it again without a type change. */
export interface HiddenColumn {
    name: string;
    type: ColumnTypeName;
    /** The write kind its storage asks for, where the type's own would store it otherwise. */
    kind?: WriteFieldKind;
}

export interface DesignProblem {
    path: string;
    message: string;
}

export interface DesignChange {
    path: string;
    from?: unknown;
    to?: unknown;
}

/** How a version came: saved in the designer, a rollback, or a declaration file taking the table over at start-up. */
export const DESIGN_ACTIONS = ['save', 'rollback', 'file'] as const;
export type DesignAction = (typeof DESIGN_ACTIONS)[number];

export interface DesignVersion {
    version: number;
    action: DesignAction;
    author: string;
    createTime: number;
    changes: DesignChange[];
    /** The version's declaration and menu entry, as JSON text laid out for reading. */
    declaration: string;
    entry: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown, what: string): string => {
    if (typeof value !== 'string') throw new DesignerDataError(what);
    return value;
};
const count = (value: unknown, what: string): number => {
    const number = Number(value);
    if (value === null || value === '' || !Number.isFinite(number)) throw new DesignerDataError(what);
    return number;
};
const designText = (value: unknown, what: string): DesignText => {
    if (typeof value === 'string') return value;
    if (isRecord(value) && Object.values(value).every(item => typeof item === 'string')) return value as Record<string, string>;
    throw new DesignerDataError(what);
};
const list = (value: unknown, what: string): unknown[] => {
    if (!Array.isArray(value)) throw new DesignerDataError(what);
    return value;
};
const isWriteKind = (value: unknown): value is WriteFieldKind => typeof value === 'string' && (WRITE_FIELD_KINDS as readonly string[]).includes(value);
/** `{ name, type, kind? }`, or the column's name alone as a backend may still answer it (then read as text). */
const hiddenColumn = (value: unknown, what: string): HiddenColumn => {
    if (typeof value === 'string' && value) return { name: value, type: 'text' };
    if (!isRecord(value) || typeof value.name !== 'string' || !value.name) throw new DesignerDataError(what);
    return { name: value.name, type: isColumnType(value.type) ? value.type : 'text', ...(isWriteKind(value.kind) ? { kind: value.kind } : {}) };
};
const source = (value: unknown): DesignSource => (value === undefined ? 'designer' : (DESIGN_SOURCES.find(known => known === value) ?? 'file'));

/** JSON text laid out with four spaces, as the declaration files are; text that is not JSON stays as it is. */
export const layOut = (json: string): string => {
    try {
        return JSON.stringify(JSON.parse(json), null, 4);
    } catch {
        return json;
    }
};

export const parseResources = (raw: unknown): DesignedResource[] =>
    list(raw, 'TableList').map((item, i) => {
        if (!isRecord(item)) throw new DesignerDataError(`TableList[${i}]`);
        return {
            table: text(item.table, `TableList[${i}].table`),
            label: designText(item.label ?? '', `TableList[${i}].label`),
            source: source(item.source),
            // Only the designer's own resources are edited in it, whatever a reply says.
            editable: item.editable === true && source(item.source) === 'designer',
            version: count(item.version, `TableList[${i}].version`),
            author: typeof item.author === 'string' ? item.author : '',
            updateTime: count(item.update_time ?? 0, `TableList[${i}].update_time`),
            ...(item.rows === undefined
                ? {}
                : { rows: count(item.rows, `TableList[${i}].rows`), merchants: count(item.merchants ?? 0, `TableList[${i}].merchants`) }),
        };
    });

export const parseInfo = (raw: unknown): ResourceInfo => {
    if (!isRecord(raw)) throw new DesignerDataError('TableInfo');
    return {
        table: text(raw.table, 'TableInfo.table'),
        source: source(raw.source),
        editable: raw.editable === true && source(raw.source) === 'designer',
        version: count(raw.version, 'TableInfo.version'),
        declaration: layOut(text(raw.declaration, 'TableInfo.declaration')),
        entry: layOut(text(raw.entry ?? '[]', 'TableInfo.entry')),
        hidden: list(raw.hidden_columns ?? [], 'TableInfo.hidden_columns').map((column, i) => hiddenColumn(column, `TableInfo.hidden_columns[${i}]`)),
    };
};

/**
 * The resources as the page lists them: those the engineer declared (in the designer or by a
 * file) in the order the server gives them, then the built-in ones, the examples.
 */
export const ownResourcesFirst = (resources: readonly DesignedResource[]): { own: DesignedResource[]; builtin: DesignedResource[] } => ({
    own: resources.filter(resource => resource.source !== 'builtin'),
    builtin: resources.filter(resource => resource.source === 'builtin'),
});

/** The problems of a draft: TableCheck's reply, or a refused save's `data`. */
export const parseProblems = (raw: unknown): DesignProblem[] => {
    if (!isRecord(raw) || !Array.isArray(raw.problems)) return [];
    return raw.problems.filter(isRecord).map(problem => ({ path: String(problem.path ?? ''), message: String(problem.message ?? '') }));
};

/** A refused save against a version someone else moved on from (`data.conflict`, docs/protocol.md §16). */
export const isConflict = (body: unknown): boolean => isRecord(body) && isRecord(body.conflict);

export const parseVersions = (raw: unknown): DesignVersion[] =>
    list(raw, 'TableVersions').map((item, i) => {
        if (!isRecord(item)) throw new DesignerDataError(`TableVersions[${i}]`);
        return {
            version: count(item.version, `TableVersions[${i}].version`),
            action: DESIGN_ACTIONS.find(action => action === item.action) ?? 'save',
            author: typeof item.author === 'string' ? item.author : '',
            createTime: count(item.create_time ?? 0, `TableVersions[${i}].create_time`),
            changes: list(item.diff ?? [], `TableVersions[${i}].diff`)
                .filter(isRecord)
                .map(change => ({ path: String(change.path ?? ''), from: change.from, to: change.to })),
            declaration: layOut(text(item.declaration ?? '{}', `TableVersions[${i}].declaration`)),
            entry: layOut(text(item.entry ?? '[]', `TableVersions[${i}].entry`)),
        };
    });

/** The text of a title in a locale: its own, else zh-cn's, as the server falls back. */
export const designTextIn = (value: DesignText, locale: string): string =>
    typeof value === 'string' ? value : (value[locale] ?? value['zh-cn'] ?? Object.values(value)[0] ?? '');

/** A new resource's starting draft: one column, one write field, its calls under seller/<name>/, its list with create, edit and delete. */
export const newDraft = (): { declaration: string; entry: string } => ({
    declaration: JSON.stringify(
        {
            table: 'new_resource',
            label: { 'zh-cn': '新资源', en: 'New resource', es: 'Nuevo recurso', ja: '新しいリソース' },
            industry: 'car',
            api: {
                list: 'seller/newResource/NewResourceList',
                info: 'seller/newResource/NewResourceInfo',
                create: 'seller/newResource/NewResourceAdd',
                update: 'seller/newResource/NewResourceEdit',
                remove: 'seller/newResource/NewResourceDel',
            },
            columns: {
                name: {
                    title: { 'zh-cn': '名称', en: 'Name', es: 'Nombre', ja: '名称' },
                    search: true,
                    write: { required: true, maxLength: 50 },
                },
            },
            defaultSort: { column: 'id', order: 'desc' },
        },
        null,
        4
    ),
    entry: JSON.stringify(
        [
            {
                kind: 'list',
                path: '/newResource/list',
                title: { 'zh-cn': '新资源', en: 'New resources', es: 'Nuevos recursos', ja: '新しいリソース' },
                section: { id: 'newResource', title: { 'zh-cn': '新资源', en: 'New resources', es: 'Nuevos recursos', ja: '新しいリソース' }, icon: 'Sell' },
                api: 'seller/newResource/NewResourceList',
                calls: {
                    getOne: 'seller/newResource/NewResourceInfo',
                    create: 'seller/newResource/NewResourceAdd',
                    update: 'seller/newResource/NewResourceEdit',
                    delete: 'seller/newResource/NewResourceDel',
                },
            },
            // Its record routes: the list's create button, and each row's edit and delete (titled with keys of the console's catalogues).
            { kind: 'create', path: '/newResource/add', title: 'mc.designer.route.create', parent: '/newResource/list' },
            { kind: 'edit', path: '/newResource/edit/:id', title: 'mc.designer.route.edit', parent: '/newResource/list' },
            { kind: 'action', path: '/newResource/del/:id', title: 'mc.designer.route.delete', parent: '/newResource/list', action: 'delete' },
        ],
        null,
        4
    ),
});
