import { DECLARED_COLUMN_TYPES, type DeclaredColumnType } from '../../protocol/declaredColumnTypes';
import { LOCALES } from '../i18n/locales';
import { declaredTexts, isRecord, textsOf, type Texts } from './draftTexts';
import { CASCADE_LEVELS, declaredOptions, optionsOf, type DraftOption } from './optionTree';

/**
 * The structured form's draft: a declaration (server/declared/README.md, the one-column form)
 * and its menu entry (public/catalogue.schema.json) as the form edits them, and back. What the
 * form does not edit (the calls, the industry, a column's `migrate` or `hint`, the entry's
 * `fields`…) is kept as it was declared, so the form and the JSON tab edit the same text and a
 * round trip changes nothing the engineer did not touch.
 */

export type ColumnTypeName = 'text' | DeclaredColumnType;
export const COLUMN_TYPE_NAMES: readonly ColumnTypeName[] = ['text', ...DECLARED_COLUMN_TYPES];

/**
 * How many levels of options a column of each type lists: none, a list (select, checkbox) or a
 * tree (cascade). Keyed by type, so a new type does not compile until it says.
 */
export const OPTION_LEVELS: Record<ColumnTypeName, number> = {
    text: 0,
    number: 0,
    money: 0,
    select: 1,
    checkbox: 1,
    cascade: CASCADE_LEVELS,
    image: 0,
    datetime: 0,
    datemonth: 0,
    date: 0,
    eqdate: 0,
    time: 0,
    eqtime: 0,
    second: 0,
    hide: 0,
};
/** The types the summary row can total. */
export const SUM_TYPES: ReadonlySet<ColumnTypeName> = new Set(['number', 'money', 'second']);

export interface DraftColumn {
    /** Stable while the draft is edited (the React key, the drag handle's), whatever the name becomes. */
    id: string;
    name: string;
    title: Texts;
    type: ColumnTypeName;
    /** A list, or a cascade's tree (`OPTION_LEVELS`). */
    options: DraftOption[];
    /** Written by the create and update calls (shown in the form). */
    write: boolean;
    required: boolean;
    /** Numbers as typed; empty is no rule. */
    maxLength: string;
    min: string;
    max: string;
    /** The input asked for; empty is the kind's usual one. */
    input: string;
    search: boolean;
    sort: boolean;
    sum: boolean;
    width: string;
    /** The column's other keys, as declared. */
    more: Record<string, unknown>;
    /** The write rule's other keys (`kind`, `hint`, `unique`…), as declared. */
    writeMore: Record<string, unknown>;
    /** The filter's own title, type or options when `search` was an object. */
    searchMore: Record<string, unknown>;
}

/** The catalogue routes a resource's list offers besides itself. */
export const ROUTE_KINDS = ['create', 'edit', 'remove'] as const;
export type RouteKind = (typeof ROUTE_KINDS)[number];

export interface MenuDraft {
    /** The list's path (`/testDrive/list`). */
    path: string;
    title: Texts;
    /** An existing section's id, or the new section's. */
    section: string;
    newSection: boolean;
    sectionTitle: Texts;
    sectionIcon: string;
    routes: Record<RouteKind, boolean>;
}

export interface DesignDraft {
    table: string;
    label: Texts;
    perMerchant: boolean;
    columns: DraftColumn[];
    /** The default sort: a column name (or `id`), and its order. */
    sortColumn: string;
    sortOrder: 'asc' | 'desc';
    export: boolean;
    import: boolean;
    menu: MenuDraft;
    /** The declaration's other keys (`api`, `industry`, `searchOrder`, `seed`…), as declared. */
    more: Record<string, unknown>;
    /** The list entry's other keys (`api`, `calls`, `fields`…), and the entries that are neither the list nor its routes. */
    entryMore: Record<string, unknown>;
    otherEntries: unknown[];
}

/** The text of a draft that cannot be read into the form: the JSON tab shows it as it is. */
export class DraftFormatError extends Error {
    constructor(readonly part: 'declaration' | 'entry') {
        super(`the ${part} is not in a shape the form edits`);
        this.name = 'DraftFormatError';
    }
}

type Json = Record<string, unknown>;

const without = (value: Json, keys: readonly string[]): Json => Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)));

const numberText = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : '');

/** A number as typed, or undefined when the field is empty; text that is not a number is sent as it is, for the server to name. */
const typedNumber = (text: string): number | string | undefined => {
    const trimmed = text.trim();
    if (!trimmed) return undefined;
    const number = Number(trimmed);
    return Number.isFinite(number) ? number : trimmed;
};

export const isColumnType = (value: unknown): value is ColumnTypeName => typeof value === 'string' && (COLUMN_TYPE_NAMES as readonly string[]).includes(value);

const COLUMN_KEYS = ['title', 'type', 'options', 'write', 'search', 'sort', 'sum', 'item_width'];
const WRITE_KEYS = ['required', 'maxLength', 'min', 'max', 'input'];

const columnOf = (name: string, raw: unknown, id: string): DraftColumn => {
    const column = isRecord(raw) ? raw : {};
    const write = column.write;
    const rule = isRecord(write) ? write : {};
    const type = isColumnType(column.type) ? column.type : 'text';
    return {
        id,
        name,
        title: textsOf(column.title),
        type,
        options: optionsOf(column.options, OPTION_LEVELS[type]),
        write: write === true || isRecord(write),
        required: rule.required === true,
        maxLength: numberText(rule.maxLength),
        min: numberText(rule.min),
        max: numberText(rule.max),
        input: typeof rule.input === 'string' ? rule.input : '',
        search: column.search === true || isRecord(column.search),
        sort: column.sort === true,
        // A money column is summed unless it says `false`.
        sum: column.sum === true || (type === 'money' && column.sum !== false),
        width: numberText(column.item_width),
        more: without(column, COLUMN_KEYS),
        writeMore: without(rule, WRITE_KEYS),
        searchMore: isRecord(column.search) ? column.search : {},
        // Options named by one of the server's lists (`"options": "brands"`) are not the form's to edit: they stay as declared.
        ...(typeof column.options === 'string' ? { more: { ...without(column, COLUMN_KEYS), options: column.options } } : {}),
    };
};

/**
 * A column given another type: the input asked for is the new kind's to choose again, a money
 * column is summed (as a declaration's money column is unless it says otherwise), and a type the
 * summary row cannot total is not summed. A cascade names the column of its second level (its
 * name and `_2` until the engineer names it), and only a cascade does.
 */
export const withType = (column: DraftColumn, type: ColumnTypeName): DraftColumn => {
    const { second, ...more } = column.more;
    return {
        ...column,
        type,
        input: '',
        sum: type === 'money' ? true : SUM_TYPES.has(type) && column.sum,
        more: type === 'cascade' ? { ...more, second: typeof second === 'string' ? second : `${column.name}_2` } : more,
    };
};

let created = 0;
/** A new column's stable id (never a name: the name is what the engineer edits). */
export const newColumnId = () => `new-${++created}`;

/** A new column: text, written, with the next free name. */
export const newColumn = (draft: DesignDraft): DraftColumn => {
    const names = new Set(draft.columns.map(column => column.name));
    let n = draft.columns.length + 1;
    while (names.has(`column_${n}`)) n++;
    return columnOf(`column_${n}`, { write: true }, newColumnId());
};

/**
 * A column the database keeps but the declaration no longer names, declared again at the end of
 * the draft: under its own name, titled with it in every language, written, and typed as its
 * storage is read (so the save changes no stored type and keeps its data). A name the draft
 * already declares leaves the draft as it is.
 */
export const declareAgain = (draft: DesignDraft, hidden: { name: string; type: ColumnTypeName; kind?: string }): DesignDraft => {
    if (draft.columns.some(column => column.name === hidden.name)) return draft;
    const title = Object.fromEntries(LOCALES.map(({ locale }) => [locale, hidden.name]));
    const declared = { title, type: hidden.type, write: hidden.kind ? { kind: hidden.kind } : true };
    return { ...draft, columns: [...draft.columns, columnOf(hidden.name, declared, newColumnId())] };
};

const declaredColumn = (column: DraftColumn): Json => {
    const write: Json | false = column.write
        ? {
              ...column.writeMore,
              ...(column.required ? { required: true } : {}),
              ...(typedNumber(column.maxLength) !== undefined ? { maxLength: typedNumber(column.maxLength) } : {}),
              ...(typedNumber(column.min) !== undefined ? { min: typedNumber(column.min) } : {}),
              ...(typedNumber(column.max) !== undefined ? { max: typedNumber(column.max) } : {}),
              ...(column.input ? { input: column.input } : {}),
          }
        : false;
    const search = column.search ? (Object.keys(column.searchMore).length ? column.searchMore : true) : undefined;
    return {
        title: declaredTexts(column.title),
        ...(column.type !== 'text' ? { type: column.type } : {}),
        ...(OPTION_LEVELS[column.type] ? { options: declaredOptions(column.options, OPTION_LEVELS[column.type]) } : {}),
        ...(search !== undefined ? { search } : {}),
        ...(column.sort ? { sort: true } : {}),
        ...(column.type === 'money' ? (column.sum ? {} : { sum: false }) : column.sum ? { sum: true } : {}),
        ...(typedNumber(column.width) !== undefined ? { item_width: typedNumber(column.width) } : {}),
        ...column.more,
        ...(write ? { write: Object.keys(write).length ? write : true } : {}),
    };
};

const isRoute = (entry: unknown, path: string): entry is Json => isRecord(entry) && entry.parent === path;
const routeKindOf = (entry: Json): RouteKind | undefined =>
    entry.kind === 'create' ? 'create' : entry.kind === 'edit' ? 'edit' : entry.kind === 'action' && entry.action === 'delete' ? 'remove' : undefined;

/** The path segment a resource's routes and calls are under: `test_drives` → `testDrives`. */
export const resourceSegment = (table: string) => table.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
const pascal = (segment: string) => segment.charAt(0).toUpperCase() + segment.slice(1);

/** A new resource's calls, named after its table (`seller/testDrives/TestDrivesList`…), as the designer's first draft names them. */
export const callsOf = (table: string) => {
    const segment = resourceSegment(table);
    const base = `seller/${segment}/${pascal(segment)}`;
    return { list: `${base}List`, info: `${base}Info`, create: `${base}Add`, update: `${base}Edit`, remove: `${base}Del` };
};

/**
 * A new resource renamed: its table, its calls and its menu paths follow the name together (the
 * entry may only name the resource's own calls). An edited resource keeps its name.
 */
export const renameResource = (draft: DesignDraft, table: string): DesignDraft => {
    const api = callsOf(table);
    const segment = resourceSegment(table);
    return {
        ...draft,
        table,
        more: { ...draft.more, api },
        entryMore: { ...draft.entryMore, api: api.list, calls: { getOne: api.info, create: api.create, update: api.update, delete: api.remove } },
        menu: { ...draft.menu, path: `/${segment}/list`, ...(draft.menu.newSection ? { section: segment } : {}) },
    };
};

/** Reads a declaration and its entry (JSON text) into the form's draft; throws DraftFormatError for text the form cannot edit. */
export const draftOf = (declarationText: string, entryText: string): DesignDraft => {
    let declaration: unknown;
    let entry: unknown;
    try {
        declaration = JSON.parse(declarationText);
    } catch {
        throw new DraftFormatError('declaration');
    }
    try {
        entry = JSON.parse(entryText || '[]');
    } catch {
        throw new DraftFormatError('entry');
    }
    if (!isRecord(declaration) || (declaration.columns !== undefined && !isRecord(declaration.columns))) throw new DraftFormatError('declaration');
    const entries = Array.isArray(entry) ? entry : [entry];
    if (!entries.every(isRecord)) throw new DraftFormatError('entry');
    const list = entries.find(item => item.kind === 'list') ?? {};
    const path = typeof list.path === 'string' ? list.path : '';
    const routes = Object.fromEntries(ROUTE_KINDS.map(kind => [kind, entries.some(item => isRoute(item, path) && routeKindOf(item) === kind)])) as Record<
        RouteKind,
        boolean
    >;
    const section = list.section;
    const sort = isRecord(declaration.defaultSort) ? declaration.defaultSort : {};
    return {
        table: typeof declaration.table === 'string' ? declaration.table : '',
        label: textsOf(declaration.label),
        perMerchant: declaration.perMerchant !== false,
        columns: Object.entries((declaration.columns as Json | undefined) ?? {}).map(([name, column]) => columnOf(name, column, `column-${name}`)),
        sortColumn: typeof sort.column === 'string' ? sort.column : '',
        sortOrder: sort.order === 'asc' ? 'asc' : 'desc',
        export: declaration.export !== false,
        import: declaration.import === true,
        menu: {
            path,
            title: textsOf(list.title),
            section: typeof section === 'string' ? section : isRecord(section) && typeof section.id === 'string' ? section.id : '',
            newSection: isRecord(section),
            sectionTitle: textsOf(isRecord(section) ? section.title : undefined),
            sectionIcon: isRecord(section) && typeof section.icon === 'string' ? section.icon : 'Sell',
            routes,
        },
        more: without(declaration, ['table', 'label', 'perMerchant', 'columns', 'defaultSort', 'export', 'import']),
        entryMore: without(list, ['kind', 'path', 'title', 'section']),
        otherEntries: entries.filter(item => item !== list && !(isRoute(item, path) && routeKindOf(item))),
    };
};

/** The titles of a list's record routes: keys of the console's catalogues (an entry's text is a key or inline texts), in every language. */
const ROUTE_TITLES: Record<RouteKind, string> = { create: 'mc.designer.route.create', edit: 'mc.designer.route.edit', remove: 'mc.designer.route.delete' };

const routeEntry = (kind: RouteKind, list: string, kept: Json | undefined): Json => {
    const base = list.replace(/\/list$/, '');
    const own =
        kind === 'create'
            ? { kind: 'create', path: `${base}/add` }
            : kind === 'edit'
              ? { kind: 'edit', path: `${base}/edit/:id` }
              : { kind: 'action', path: `${base}/del/:id`, action: 'delete' };
    // A kept route keeps its own path while it stays under the list's.
    const path = typeof kept?.path === 'string' && kept.path.startsWith(`${base}/`) ? kept.path : own.path;
    return { ...own, title: ROUTE_TITLES[kind], ...kept, path, parent: list };
};

/** The draft as the two JSON texts the server reads (laid out as the files are). */
export const textsOfDraft = (draft: DesignDraft, previous?: { entry: string }): { declaration: string; entry: string } => {
    const declaration = {
        ...(typeof draft.more.$schema === 'string' ? { $schema: draft.more.$schema } : {}),
        table: draft.table,
        label: declaredTexts(draft.label),
        ...without(draft.more, ['$schema']),
        columns: Object.fromEntries(draft.columns.map(column => [column.name, declaredColumn(column)])),
        ...(draft.sortColumn ? { defaultSort: { column: draft.sortColumn, order: draft.sortOrder } } : {}),
        export: draft.export,
        import: draft.import,
        perMerchant: draft.perMerchant,
    };
    // Routes kept from the text keep what the form does not edit (their own titles, accounts…).
    const kept = previous ? keptRoutes(previous.entry) : new Map<RouteKind, Json>();
    const { menu } = draft;
    const list = {
        kind: 'list',
        path: menu.path,
        title: declaredTexts(menu.title),
        section: menu.newSection ? { id: menu.section, title: declaredTexts(menu.sectionTitle), icon: menu.sectionIcon } : menu.section,
        ...draft.entryMore,
    };
    const routes = ROUTE_KINDS.filter(kind => menu.routes[kind]).map(kind => routeEntry(kind, menu.path, kept.get(kind)));
    return { declaration: JSON.stringify(declaration, null, 4), entry: JSON.stringify([list, ...routes, ...draft.otherEntries], null, 4) };
};

const keptRoutes = (entryText: string): Map<RouteKind, Json> => {
    try {
        const parsed: unknown = JSON.parse(entryText);
        const entries = (Array.isArray(parsed) ? parsed : [parsed]).filter(isRecord);
        return new Map(
            entries.flatMap(entry => {
                const kind = routeKindOf(entry);
                return kind && typeof entry.parent === 'string' ? [[kind, without(entry, ['kind', 'action', 'parent'])] as const] : [];
            })
        );
    } catch {
        return new Map();
    }
};
