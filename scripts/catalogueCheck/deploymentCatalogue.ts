import { readFile } from 'node:fs/promises';
import { catalogue } from '../../src/app/catalogue';
import { bundledText } from '../../src/app/catalogue/bundledText';
import { pageComponents } from '../../src/app/pageComponents';
import { loadCatalogueExtensions } from '../../src/resources/extensions/loadCatalogueExtensions';
import type { ExtensionCatalogue } from '../../src/resources/extensions/mergeExtensions';
import type { SignedIn } from './signIn';

/**
 * A deployment's catalogue extensions as its console reads them: the files its config.json names
 * under `catalogue` (beside config.json at `base`), then `localFiles` from this machine as if it
 * named them too, all through the console's loader (`loadCatalogueExtensions`: the same schema,
 * the same merge with the built-in catalogue, the same problems, naming each file as given).
 */
export const readDeploymentCatalogue = async (signedIn: SignedIn, base: string, localFiles: readonly string[] = []): Promise<ExtensionCatalogue> => {
    const named = Array.isArray(signedIn.rawConfig.catalogue) ? signedIn.rawConfig.catalogue.filter((f): f is string => typeof f === 'string') : [];
    const local = new Set(localFiles);
    const read: typeof fetch = async input => {
        const file = String(input);
        if (!local.has(file)) return fetch(new URL(file, `${base.replace(/\/+$/, '')}/`));
        try {
            return new Response(await readFile(file, 'utf8'), { headers: { 'content-type': 'application/json' } });
        } catch (error) {
            return new Response(null, { status: 404, statusText: (error as Error).message });
        }
    };
    return loadCatalogueExtensions([...named, ...local], catalogue, read, '', { components: pageComponents, hasText: bundledText });
};
