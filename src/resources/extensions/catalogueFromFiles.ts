import type { ExtensionEntry } from './ExtensionFile.generated';
import type { ExtensionProblem } from './ExtensionProblem';
import { mergeExtensions, type ExtensionCatalogue, type MergeOptions } from './mergeExtensions';
import type { ValidEntry } from './validateExtensionFile';

/** A catalogue file already read: its name (for problems) and its parsed JSON. */
export interface CatalogueFile {
    file: string;
    raw: unknown;
}

/**
 * The console's own catalogue from its JSON files (src/app/catalogue/*.json), bundled with it,
 * judged against one another by the rules that judge extensions (mergeExtensions: paths, sections,
 * parents, shared resources, page components). They are not run through the schema here, which
 * would put the validator in every start-up: `tests/unit/app/builtInCatalogue.test.ts` runs them
 * through it (validateExtensionFile, as an extension is) and fails on any problem.
 */
export const catalogueFromFiles = (files: readonly CatalogueFile[], options: MergeOptions): ExtensionCatalogue => {
    const problems: ExtensionProblem[] = [];
    const entries: ValidEntry[] = [];
    for (const { file, raw } of files) {
        if (Array.isArray(raw)) raw.forEach((entry, index) => entries.push({ file, index, entry: entry as ExtensionEntry }));
        else problems.push({ file, at: '', key: 'fileNotList' });
    }
    const merged = mergeExtensions([], entries, options);
    return { ...merged, problems: [...problems, ...merged.problems] };
};
