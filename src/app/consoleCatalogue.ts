import type { RuntimeConfig } from '../../protocol/runtimeConfig';
import type { ExtensionSectionIcons } from '../resources/CatalogueProvider';
import { lazySectionIcon } from '../resources/extensions/extensionIcons';
import type { ExtensionProblem } from '../resources/extensions/ExtensionProblem';
import { loadCatalogueExtensions } from '../resources/extensions/loadCatalogueExtensions';
import type { ExtensionCatalogue } from '../resources/extensions/mergeExtensions';
import type { CatalogueEntry } from '../resources/types';
import { catalogue as builtInCatalogue } from './catalogue';

/** The console's catalogue: the built-in routes, then the deployment's extensions, with what was left out of them and why. */
export interface ConsoleCatalogue {
    catalogue: readonly CatalogueEntry[];
    sectionIcons: ExtensionSectionIcons;
    messages: ExtensionCatalogue['messages'];
    problems: readonly ExtensionProblem[];
}

export const consoleCatalogueOf = (extensions: ExtensionCatalogue, builtIn: readonly CatalogueEntry[] = builtInCatalogue): ConsoleCatalogue => ({
    catalogue: [...builtIn, ...extensions.entries],
    sectionIcons: new Map(extensions.sections.map(section => [section.id, lazySectionIcon(section.icon)])),
    messages: extensions.messages,
    problems: extensions.problems,
});

/** Reads the extension files that config.json names and joins them to the built-in catalogue; never throws. */
export const loadConsoleCatalogue = async (config: Pick<RuntimeConfig, 'catalogue'>, fetchImpl?: typeof fetch): Promise<ConsoleCatalogue> =>
    consoleCatalogueOf(await loadCatalogueExtensions(config.catalogue, builtInCatalogue, fetchImpl));
