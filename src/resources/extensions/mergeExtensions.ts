import type { ComponentType } from 'react';
import type { FieldOption, FormField } from '../../forms/FormField';
import { LOCALES, type Locale } from '../../i18n/locales';
import type { IndustrySet, RouteKind, SectionId } from '../../permissions/RouteEntry';
import type { CatalogueEntry, RouteAction } from '../types';
import type { MenuBadgeSource } from '../../dataProvider/counters/MenuBadgeSource';
import type { Counter, ExtensionEntry, Filter, FormField as ExtensionField, IconName, PageName, Text as EntryText } from './ExtensionFile.generated';
import type { ExtensionProblem } from './ExtensionProblem';
import type { ValidEntry } from './validateExtensionFile';

/** A section an extension declares: the icon rail shows it with this icon, titled `mc.section.<id>`. */
export interface ExtensionSection {
    id: SectionId;
    icon: IconName;
}

type Texts = { [key: string]: string | Texts };

/** What the extensions add to the console: entries to append to the catalogue, new sections, and their texts per language. */
export interface ExtensionCatalogue {
    entries: CatalogueEntry[];
    sections: ExtensionSection[];
    /** Per language, the inline titles and labels under their generated keys (`{mc: {ext: …}}`), to merge into that language's catalogue. */
    messages: Record<Locale, Texts>;
    problems: ExtensionProblem[];
}

/** The pages that are not generated, by the name a file's `component` gives (src/app/pageComponents.ts). */
export type PageComponents = Partial<Record<PageName, () => Promise<{ default: ComponentType }>>>;

export interface MergeOptions {
    /**
     * Merging the console's own files (src/app/catalogue/*.json): the sections of the icon rail,
     * which its entries may name, the Workbench's and profile's among them.
     */
    ownSections?: readonly string[];
    /** What a `component` names; a name missing here leaves its entry out. */
    components?: PageComponents;
    /**
     * Whether a text given as a key is one of the bundled catalogues' (src/i18n/messages/zh): an
     * entry with an unknown key is left out rather than show the key to operators. Unchecked when absent.
     */
    hasText?: (key: string) => boolean;
}

/** The properties that hold a text: inline per language, or a translation key. */
const TEXT_PROPERTIES: ReadonlySet<string> = new Set(['title', 'label', 'hint', 'secondLabel']);

/** The first text of an entry given as a key that `hasText` does not know, with its JSON pointer below the entry. */
const unknownTextKey = (value: unknown, hasText: (key: string) => boolean, at = ''): { at: string; key: string } | undefined => {
    if (!value || typeof value !== 'object') return undefined;
    for (const [name, inner] of Object.entries(value)) {
        const pointer = `${at}/${name}`;
        if (typeof inner === 'string' && TEXT_PROPERTIES.has(name) && !Array.isArray(value) && !hasText(inner)) return { at: pointer, key: inner };
        if (name === 'success' && typeof inner === 'string' && !hasText(inner)) return { at: pointer, key: inner };
        const found = unknownTextKey(inner, hasText, pointer);
        if (found) return found;
    }
    return undefined;
};

/** The Workbench's and the profile pages' sections are every user's, whatever the roles: an entry there would escape `path_arr`. */
const RESERVED_SECTIONS: ReadonlySet<string> = new Set(['dashboard', 'profile']);

/** Record routes never show in menus: only lists and pages are menu items (a page may say `hidden`). */
const HIDDEN_KINDS: ReadonlySet<RouteKind> = new Set(['create', 'edit', 'show', 'action']);

/** What a record route needs of its list's calls to work. */
const NEEDED_CALLS: Partial<Record<RouteKind, (entry: ExtensionEntry) => Array<'getOne' | 'create' | 'update' | 'delete'>>> = {
    create: () => ['create'],
    edit: () => ['getOne', 'update'],
    show: () => ['getOne'],
    action: entry => (entry.kind === 'action' && entry.action === 'delete' ? ['delete'] : []),
};

/** Generated translation keys: the path keeps them apart (it holds no dot, the schema's pattern says so). */
const keys = {
    route: (path: string) => `mc.ext.route.${path}`,
    field: (path: string, name: string) => `mc.ext.field.${path}.${name}`,
    hint: (path: string, name: string) => `mc.ext.hint.${path}.${name}`,
    option: (path: string, name: string, index: number) => `mc.ext.option.${path}.${name}.${index}`,
    section: (id: string) => `mc.section.${id}`,
    tab: (path: string, index: number) => `mc.ext.tab.${path}.${index}`,
    detailTitle: (path: string, field: string) => `mc.ext.detailTitle.${path}.${field}`,
    detailColumn: (path: string, field: string, name: string) => `mc.ext.detailColumn.${path}.${field}.${name}`,
    secondLabel: (path: string, name: string) => `mc.ext.secondLabel.${path}.${name}`,
};

const where = (entry: ValidEntry) => `${entry.file} /${entry.index}`;

const setText = (tree: Texts, key: string, text: string) => {
    const parts = key.split('.');
    let node = tree;
    for (const part of parts.slice(0, -1)) {
        const next = node[part];
        node = typeof next === 'object' ? next : (node[part] = {});
    }
    node[parts[parts.length - 1]] = text;
};

/**
 * Merges the entries that passed the schema into the catalogue, judging what the schema cannot:
 * a path already taken, a section unknown, reserved or declared twice, a page component or a
 * text key the console lacks, a shared `resource` or a parent that is not a list of the catalogue
 * (or lacks the call the route needs). Each entry left out gets its problem; an entry whose
 * parent is left out is left out too. The console's own files are merged the same way, onto an
 * empty catalogue with the icon rail's sections (`ownSections`).
 */
export const mergeExtensions = (builtIn: readonly CatalogueEntry[], valid: readonly ValidEntry[], options: MergeOptions = {}): ExtensionCatalogue => {
    const reserved: ReadonlySet<string> = options.ownSections ? new Set() : RESERVED_SECTIONS;
    const problems: ExtensionProblem[] = [];
    const reject = (entry: ValidEntry, problem: Omit<ExtensionProblem, 'file' | 'entry' | 'at'> & { at?: string }) =>
        problems.push({ file: entry.file, entry: entry.index, ...problem, at: `/${entry.index}${problem.at ?? ''}` });

    const builtInPaths = new Map(builtIn.map(entry => [entry.path, entry]));
    const builtInSections = new Map<string, CatalogueEntry[]>();
    for (const entry of builtIn) builtInSections.set(entry.section, [...(builtInSections.get(entry.section) ?? []), entry]);
    for (const id of options.ownSections ?? []) if (!builtInSections.has(id)) builtInSections.set(id, []);

    // First the paths and section declarations, so an entry may name a section or parent declared further on.
    const declared = new Map<string, { by: ValidEntry; industries?: IndustrySet; icon: IconName; title: EntryText }>();
    const byPath = new Map<string, ValidEntry>();
    for (const candidate of valid) {
        const { entry } = candidate;
        if (builtInPaths.has(entry.path)) {
            reject(candidate, { at: '/path', key: 'duplicatePathBuiltIn', values: { path: entry.path } });
            continue;
        }
        if (byPath.has(entry.path)) {
            reject(candidate, { at: '/path', key: 'duplicatePath', values: { path: entry.path, other: where(byPath.get(entry.path)!) } });
            continue;
        }
        if (typeof entry.section === 'object') {
            const { id } = entry.section;
            if (builtInSections.has(id) || reserved.has(id)) {
                reject(candidate, { at: '/section/id', key: 'sectionTakenBuiltIn', values: { section: id } });
                continue;
            }
            if (declared.has(id)) {
                reject(candidate, { at: '/section/id', key: 'sectionTaken', values: { section: id, other: where(declared.get(id)!.by) } });
                continue;
            }
            declared.set(id, { by: candidate, industries: entry.section.industries, icon: entry.section.icon, title: entry.section.title });
        }
        byPath.set(entry.path, candidate);
    }

    // A section named outright must exist and be open to roles; before the parents, so that a list
    // left out for its section takes its forms and actions with it.
    const accepted = new Map(byPath);
    const knownSections = () => [...builtInSections.keys()].filter(id => !reserved.has(id)).join(', ');
    for (const [path, candidate] of accepted) {
        const { section } = candidate.entry;
        if (typeof section !== 'string') continue;
        if (reserved.has(section)) reject(candidate, { at: '/section', key: 'reservedSection', values: { section } });
        else if (!builtInSections.has(section) && !declared.has(section))
            reject(candidate, { at: '/section', key: 'unknownSection', values: { section, known: knownSections() } });
        else continue;
        accepted.delete(path);
    }

    // A component must be one the console has.
    for (const [path, candidate] of accepted) {
        const { entry } = candidate;
        if (entry.kind !== 'page' || !entry.component || options.components?.[entry.component]) continue;
        reject(candidate, { at: '/component', key: 'unknownComponent', values: { component: entry.component } });
        accepted.delete(path);
    }

    // A text given as a key must be one the console has.
    const { hasText } = options;
    for (const [path, candidate] of hasText ? accepted : []) {
        const unknown = hasText && unknownTextKey(candidate.entry, hasText);
        if (!unknown) continue;
        reject(candidate, { at: unknown.at, key: 'unknownTextKey', values: { key: unknown.key } });
        accepted.delete(path);
    }

    // A list may take its api, calls and fields from another list (`resource`): the same resource under two menus.
    type Resource = Pick<CatalogueEntry, 'api' | 'calls'>;
    const resourceOf = (path: string, seen: ReadonlySet<string> = new Set()): Resource | undefined => {
        const builtInEntry = builtInPaths.get(path);
        if (builtInEntry) return builtInEntry.kind === 'list' ? builtInEntry : undefined;
        const entry = accepted.get(path)?.entry;
        if (entry?.kind !== 'list' || seen.has(path)) return undefined;
        const shared = entry.resource ? resourceOf(entry.resource, new Set([...seen, path])) : {};
        if (!shared) return undefined;
        return { ...shared, ...(entry.api ? { api: entry.api } : {}), ...(entry.calls ? { calls: entry.calls } : {}) };
    };

    // Then the parents, until no more entries fall: a list left out takes its forms and actions with it.
    const listOf = (path: string): { kind: RouteKind; calls?: CatalogueEntry['calls'] } | undefined => {
        const builtInEntry = builtInPaths.get(path);
        if (builtInEntry) return builtInEntry;
        const extension = accepted.get(path)?.entry;
        return (
            extension && {
                kind: extension.kind,
                calls: extension.kind === 'list' ? resourceOf(path)?.calls : 'calls' in extension ? extension.calls : undefined,
            }
        );
    };
    for (let changed = true; changed;) {
        changed = false;
        for (const [path, candidate] of accepted) {
            const { entry } = candidate;
            if (entry.kind === 'list' && entry.resource && !resourceOf(entry.resource)) {
                reject(candidate, { at: '/resource', key: 'unknownResource', values: { resource: entry.resource } });
                accepted.delete(path);
                changed = true;
                continue;
            }
            const parentPath = 'parent' in entry ? entry.parent : undefined;
            if (!parentPath) continue;
            const parent = listOf(parentPath);
            const missing = parent?.kind === 'list' ? (NEEDED_CALLS[entry.kind]?.(entry) ?? []).filter(call => !parent.calls?.[call]) : [];
            if (!parent) reject(candidate, { at: '/parent', key: 'unknownParent', values: { parent: parentPath } });
            else if (parent.kind !== 'list') reject(candidate, { at: '/parent', key: 'parentNotList', values: { parent: parentPath, kind: parent.kind } });
            else if (missing.length)
                reject(candidate, {
                    at: '/parent',
                    key: 'parentLacksCall',
                    values: { parent: parentPath, calls: missing.map(call => `calls.${call}`).join(', ') },
                });
            else continue;
            accepted.delete(path);
            changed = true;
        }
    }

    // Sections: named, declared, or the parent's.
    const sectionOf = (entry: ExtensionEntry, seen: ReadonlySet<string> = new Set()): string | undefined => {
        if (typeof entry.section === 'object') return entry.section.id;
        if (entry.section) return entry.section;
        const parentPath = 'parent' in entry ? entry.parent : undefined;
        if (!parentPath || seen.has(parentPath)) return undefined;
        const builtInParent = builtInPaths.get(parentPath);
        if (builtInParent) return builtInParent.section;
        const parent = accepted.get(parentPath)?.entry;
        return parent && sectionOf(parent, new Set([...seen, parentPath]));
    };

    const messages = Object.fromEntries(LOCALES.map(({ locale }) => [locale, {}])) as Record<Locale, Texts>;
    const text = (key: string, localized: EntryText) => {
        if (typeof localized === 'string') return localized;
        for (const { locale } of LOCALES) setText(messages[locale], key, localized[locale] ?? localized['zh-cn']);
        return key;
    };

    // Who may open an entry follows its list: a form or action takes its parent's industries and
    // addon (unless it names its own), a list its section's.
    const converted = new Map<string, CatalogueEntry | null>();
    const convert = (candidate: ValidEntry): CatalogueEntry | null => {
        const { entry } = candidate;
        if (converted.has(entry.path)) return converted.get(entry.path)!;
        converted.set(entry.path, null);
        const section = sectionOf(entry);
        let result: CatalogueEntry | null = null;
        if (!section) reject(candidate, { key: 'noSection' });
        // A section taken from a parent: a built-in list of a section open to every user.
        else if (reserved.has(section)) reject(candidate, { at: '/parent', key: 'reservedSection', values: { section } });
        else {
            const parentPath = 'parent' in entry ? entry.parent : undefined;
            const extensionParent = parentPath ? accepted.get(parentPath) : undefined;
            const parent = parentPath ? (builtInPaths.get(parentPath) ?? (extensionParent && convert(extensionParent))) : undefined;
            const inherited = parent
                ? { industries: parent.industries, ...(parent.addon ? { addon: parent.addon } : {}) }
                : inheritedOf(builtInSections.get(section), declared.get(section)?.industries);
            result = toCatalogueEntry(entry, section, inherited, text, options.components ?? {});
            const resourcePath = entry.kind === 'list' ? entry.resource : undefined;
            const extensionResource = resourcePath ? accepted.get(resourcePath) : undefined;
            const shared = resourcePath ? (builtInPaths.get(resourcePath) ?? (extensionResource && convert(extensionResource))) : undefined;
            if (shared) result = { ...result, ...pick(shared, ['api', 'calls', 'fields']), ...pick(result, ['api', 'calls', 'fields']) };
        }
        converted.set(entry.path, result);
        return result;
    };

    const entries: CatalogueEntry[] = [];
    const usedSections = new Set<string>();
    for (const candidate of valid) {
        if (accepted.get(candidate.entry.path) !== candidate) continue;
        const entry = convert(candidate);
        if (!entry) continue;
        usedSections.add(entry.section);
        entries.push(entry);
    }

    const sections: ExtensionSection[] = [];
    for (const [id, declaration] of declared) {
        if (!usedSections.has(id)) continue;
        text(keys.section(id), declaration.title);
        sections.push({ id, icon: declaration.icon });
    }
    return { entries, sections, messages, problems: problems.sort((a, b) => a.file.localeCompare(b.file) || (a.entry ?? -1) - (b.entry ?? -1)) };
};

/** What an entry takes from its section: the industries of the section's built-in entries (or its declaration's), and an addon they all share. */
const inheritedOf = (
    siblings: readonly CatalogueEntry[] | undefined,
    declaredIndustries: IndustrySet | undefined
): { industries: IndustrySet; addon?: string } => {
    if (!siblings?.length) return { industries: declaredIndustries ?? 'all' };
    const addon = siblings.every(sibling => sibling.addon && sibling.addon === siblings[0].addon) ? siblings[0].addon : undefined;
    return { industries: siblings[0].industries, ...(addon ? { addon } : {}) };
};

type Text = (key: string, localized: EntryText) => string;

/** The properties of `from` among `names` that it has. */
const pick = <T extends object, K extends keyof T>(from: T, names: readonly K[]): Partial<Pick<T, K>> =>
    Object.fromEntries(names.filter(name => from[name] !== undefined).map(name => [name, from[name]])) as Partial<Pick<T, K>>;

const toFormField = (path: string, field: ExtensionField, text: Text): FormField => {
    const converted: FormField = { name: field.name, kind: field.kind, label: text(keys.field(path, field.name), field.label) };
    if (field.required !== undefined) converted.required = field.required;
    if (field.hint) converted.hint = text(keys.hint(path, field.name), field.hint);
    if ('maxLength' in field && field.maxLength !== undefined) converted.maxLength = field.maxLength;
    if ('decimals' in field && field.decimals !== undefined) converted.decimals = field.decimals;
    if ('signed' in field && field.signed !== undefined) converted.signed = field.signed;
    if ('options' in field && field.options) {
        converted.options = field.options.map((option, index): FieldOption => {
            const key = keys.option(path, field.name, index);
            const children = 'children' in option && option.children;
            return {
                value: option.value,
                label: text(key, option.label),
                ...(children ? { children: children.map((child, at) => ({ value: child.value, label: text(`${key}.${at}`, child.label) })) } : {}),
            };
        });
    }
    if (field.kind === 'select') {
        if (field.optionsApi) converted.optionsApi = field.optionsApi;
        if (field.optionValue) converted.optionValue = field.optionValue;
        if (field.optionLabel) converted.optionLabel = field.optionLabel;
        if (field.multiple !== undefined) converted.multiple = field.multiple;
    }
    if (field.kind === 'apiTree') converted.pages = field.pages;
    if (field.kind === 'cascade') {
        converted.secondName = field.secondName;
        if (field.secondLabel) converted.secondLabel = text(keys.secondLabel(path, field.name), field.secondLabel);
    }
    return converted;
};

/** A filter as sent: the schema's values are strings or numbers (its generated type also allows a key unset). */
const filterOf = (filter: Filter) => filter as Record<string, string | number>;

const counter = ({ call, field, params }: Counter): MenuBadgeSource => ({ call, field, ...(params ? { params: filterOf(params) } : {}) });

const toCatalogueEntry = (
    entry: ExtensionEntry,
    section: SectionId,
    inherited: { industries: IndustrySet; addon?: string },
    text: Text,
    components: PageComponents
): CatalogueEntry => {
    const { path } = entry;
    const fields = (list: readonly ExtensionField[] | undefined) => list?.map(field => toFormField(path, field, text));
    const converted: CatalogueEntry = {
        path,
        title: text(keys.route(path), entry.title),
        section,
        kind: entry.kind,
        industries: entry.industries ?? inherited.industries,
        ...(entry.addon || inherited.addon ? { addon: entry.addon ?? inherited.addon } : {}),
        ...(HIDDEN_KINDS.has(entry.kind) || ('hidden' in entry && entry.hidden) ? { hidden: true } : {}),
        ...(entry.noCache ? { noCache: true } : {}),
        ...(entry.account ? { account: entry.account } : {}),
    };
    if ('parent' in entry && entry.parent) converted.parent = entry.parent;
    if ('api' in entry && entry.api) converted.api = entry.api;
    if ('calls' in entry && entry.calls) converted.calls = { ...entry.calls };
    if ('filter' in entry && entry.filter) converted.filter = filterOf(entry.filter);
    if ('guarded' in entry && entry.guarded) converted.guarded = true;
    if ('fields' in entry && entry.fields) converted.fields = fields(entry.fields);
    if ('when' in entry && entry.when) converted.when = { field: entry.when.field, values: [...entry.when.values] };
    if (entry.kind === 'list') {
        if (entry.badge) converted.badge = counter(entry.badge);
        if (entry.tabs) {
            converted.tabs = entry.tabs.map((tab, index) => ({
                label: text(keys.tab(path, index), tab.label),
                filter: filterOf(tab.filter),
                ...(tab.count ? { count: counter(tab.count) } : {}),
            }));
        }
    }
    if (entry.kind === 'show' && entry.details) {
        converted.details = entry.details.map(detail => ({
            field: detail.field,
            title: text(keys.detailTitle(path, detail.field), detail.title),
            columns: detail.columns.map(column => ({
                name: column.name,
                label: text(keys.detailColumn(path, detail.field, column.name), column.label),
                ...(column.format ? { format: column.format } : {}),
            })),
        }));
    }
    if (entry.kind === 'page') {
        if (entry.affix) converted.affix = true;
        if (entry.apis) converted.apis = [...entry.apis];
        // Merging has left out an entry whose component the console lacks.
        if (entry.component) converted.component = components[entry.component];
    }
    if (entry.kind === 'action') {
        const { action } = entry;
        const routeAction: RouteAction =
            action === 'delete'
                ? 'delete'
                : {
                      call: action.call,
                      ...(action.fields ? { fields: fields(action.fields) } : {}),
                      ...(action.success ? { success: action.success } : {}),
                      ...(action.reloadsPermissions ? { reloadsPermissions: true } : {}),
                  };
        converted.action = routeAction;
    }
    return converted;
};
