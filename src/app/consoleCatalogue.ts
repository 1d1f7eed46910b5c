import type { RuntimeConfig } from '../../protocol/runtimeConfig';
import type { ExtensionSectionIcons } from '../resources/CatalogueProvider';
import { lazySectionIcon } from '../resources/extensions/extensionIcons';
import type { ExtensionProblem } from '../resources/extensions/ExtensionProblem';
import { loadCatalogueExtensions, type ServedEntries } from '../resources/extensions/loadCatalogueExtensions';
import type { ExtensionCatalogue } from '../resources/extensions/mergeExtensions';
import type { CatalogueEntry } from '../resources/types';
import { builtInCatalogue } from './catalogue';
import { pageComponents } from './pageComponents';
import { bundledText } from './catalogue/bundledText';

/** The console's catalogue: the built-in routes, then the deployment's extensions, with what was left out of them and why. */
export interface ConsoleCatalogue {
    catalogue: readonly CatalogueEntry[];
    sectionIcons: ExtensionSectionIcons;
    messages: ExtensionCatalogue['messages'];
    problems: readonly ExtensionProblem[];
}

type Texts = ExtensionCatalogue['messages'][keyof ExtensionCatalogue['messages']];

/** Two trees of generated texts as one (their keys never collide: each is under its own path). */
const mergeTexts = (a: Texts, b: Texts): Texts => {
    const merged: Texts = { ...a };
    for (const [key, value] of Object.entries(b)) {
        const there = merged[key];
        merged[key] = typeof value === 'object' && typeof there === 'object' ? mergeTexts(there, value) : value;
    }
    return merged;
};

export const consoleCatalogueOf = (extensions: ExtensionCatalogue, builtIn: ExtensionCatalogue = builtInCatalogue): ConsoleCatalogue => ({
    catalogue: [...builtIn.entries, ...extensions.entries],
    sectionIcons: new Map(extensions.sections.map(section => [section.id, lazySectionIcon(section.icon)])),
    messages: Object.fromEntries(
        Object.entries(extensions.messages).map(([locale, texts]) => [locale, mergeTexts(builtIn.messages[locale as keyof typeof builtIn.messages], texts)])
    ) as ExtensionCatalogue['messages'],
    problems: [...builtIn.problems, ...extensions.problems],
});

/**
 * Reads the extension files that config.json names, and the entries the backend publishes
 * (`served`, when given), and joins them to the built-in catalogue; never throws.
 */
export const loadConsoleCatalogue = async (
    config: Pick<RuntimeConfig, 'catalogue'>,
    fetchImpl?: typeof fetch,
    served?: ServedEntries
): Promise<ConsoleCatalogue> =>
    consoleCatalogueOf(
        await loadCatalogueExtensions(config.catalogue, builtInCatalogue.entries, fetchImpl, undefined, {
            components: pageComponents,
            hasText: bundledText,
            served,
        })
    );
