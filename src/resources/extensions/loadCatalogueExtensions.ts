import { LOCALES } from '../../i18n/locales';
import type { CatalogueEntry } from '../types';
import type { ExtensionProblem } from './ExtensionProblem';
import { mergeExtensions, type ExtensionCatalogue, type MergeOptions } from './mergeExtensions';
import type { ValidEntry } from './validateExtensionFile';

export const noExtensions = (): ExtensionCatalogue => ({
    entries: [],
    sections: [],
    messages: Object.fromEntries(LOCALES.map(({ locale }) => [locale, {}])) as ExtensionCatalogue['messages'],
    problems: [],
});

type Read = { file: string; raw: unknown } | { problem: ExtensionProblem };

/**
 * Entries a backend publishes (the designer's, docs/protocol.md §19), read like one more file:
 * `name` is how problems name it, `read` answers its entries. A backend without the call
 * (`absent` says so of its failure) adds nothing and no problem.
 */
export interface ServedEntries {
    name: string;
    read(): Promise<unknown>;
    absent(error: unknown): boolean;
}

const readServed = async (served: ServedEntries): Promise<Read | undefined> => {
    try {
        return { file: served.name, raw: await served.read() };
    } catch (error) {
        if (served.absent(error)) return undefined;
        return { problem: { file: served.name, at: '', key: 'fileUnreadable', values: { status: error instanceof Error ? error.message : String(error) } } };
    }
};

const readFile = async (file: string, fetchImpl: typeof fetch, base: string): Promise<Read> => {
    let response: Response;
    try {
        response = await fetchImpl(`${base}${file}`, { cache: 'no-store' });
    } catch (error) {
        return { problem: { file, at: '', key: 'fileUnreadable', values: { status: error instanceof Error ? error.message : String(error) } } };
    }
    if (!response.ok) return { problem: { file, at: '', key: 'fileUnreadable', values: { status: `HTTP ${response.status}` } } };
    // A single-page deployment answers its index page for a file it does not have.
    if (response.headers.get('content-type')?.includes('text/html')) return { problem: { file, at: '', key: 'fileIsPage' } };
    const text = await response.text();
    try {
        return { file, raw: JSON.parse(text) };
    } catch (error) {
        return { problem: { file, at: '', key: 'fileNotJson', values: { error: error instanceof Error ? error.message : String(error) } } };
    }
};

/**
 * Reads the catalogue extension files that config.json names (beside it), judges every entry
 * against `catalogue.schema.json` and against the catalogue, and answers what to add. It never
 * throws: a file that cannot be read or parsed, and each entry that is wrong, become problems,
 * and the console starts with the rest. The validator (ajv) is fetched only when files are named.
 * `base` is where config.json lives: the console's own base path, or a deployment's URL for a
 * Node caller (`http://host:8080/`), where Vite's `import.meta.env` does not exist. `options`
 * give the pages an entry may name in `component` (src/app/pageComponents.ts) and the bundled
 * texts a key may name, and `served` the entries a backend publishes, merged after the files.
 */
export const loadCatalogueExtensions = async (
    files: readonly string[],
    builtIn: readonly CatalogueEntry[],
    fetchImpl: typeof fetch = fetch,
    base: string = import.meta.env.BASE_URL,
    options: Pick<MergeOptions, 'components' | 'hasText'> & { served?: ServedEntries } = {}
): Promise<ExtensionCatalogue> => {
    const { served, ...merging } = options;
    if (!files.length && !served) return noExtensions();
    const [{ validateExtensionFile }, reads, servedRead] = await Promise.all([
        import('./validateExtensionFile'),
        Promise.all(files.map(file => readFile(file, fetchImpl, base))),
        served ? readServed(served) : undefined,
    ]);
    if (servedRead) reads.push(servedRead);
    const problems: ExtensionProblem[] = [];
    const valid: ValidEntry[] = [];
    for (const read of reads) {
        if ('problem' in read) {
            problems.push(read.problem);
            continue;
        }
        const judged = validateExtensionFile(read.file, read.raw);
        valid.push(...judged.valid);
        problems.push(...judged.problems);
    }
    const merged = mergeExtensions(builtIn, valid, merging);
    const order = new Map([...files, ...(served ? [served.name] : [])].map((file, index) => [file, index]));
    const all = [...problems, ...merged.problems].sort((a, b) => order.get(a.file)! - order.get(b.file)! || (a.entry ?? -1) - (b.entry ?? -1));
    return { ...merged, problems: all };
};
