import { LOCALES, type Locale } from '../../i18n/locales';
import type { IndustrySet, RouteKind, SectionId } from '../../permissions/RouteEntry';
import { ROUTE_KINDS } from '../../permissions/routeKinds';
import type { CatalogueEntry } from '../types';
import type { ExtensionEntry, IconName, Text as EntryText } from './ExtensionFile.generated';
import type { ExtensionProblem } from './ExtensionProblem';
import type { ValidEntry } from './validateExtensionFile';
import { textKeys } from './textKeys';
import { toCatalogueEntry, type PageComponents } from './toCatalogueEntry';

export type { PageComponents };

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

export interface MergeOptions {
    /**
     * Merging the console's own files (src/app/catalogue/*.json): the sections of the icon rail,
     * which its entries may name, the Workbench's and profile's among them.
     */
    ownSections?: readonly string[];
    /** What a `component` names; a name missing here leaves its entry out. */
    components?: PageComponents;
    /**
     * Whether a text given as a key is one of the start catalogues' (src/i18n/messages/zh/start.ts): an
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
            const missing =
                parent?.kind === 'list'
                    ? ROUTE_KINDS[entry.kind].neededCalls('action' in entry ? entry.action : undefined).filter(call => !parent.calls?.[call])
                    : [];
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
        text(textKeys.section(id), declaration.title);
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

/** The properties of `from` among `names` that it has. */
const pick = <T extends object, K extends keyof T>(from: T, names: readonly K[]): Partial<Pick<T, K>> =>
    Object.fromEntries(names.filter(name => from[name] !== undefined).map(name => [name, from[name]])) as Partial<Pick<T, K>>;
