import type { CatalogueFile } from '../../resources/extensions/catalogueFromFiles';
import type { CatalogueEntry } from '../../resources/types';
import { catalogueFromFiles } from '../../resources/extensions/catalogueFromFiles';
import { pageComponents } from '../pageComponents';
import accountMenus from './accountMenus.json' with { type: 'json' };
import { BUILT_IN_SECTIONS } from './builtInSections';
import { bundledText } from './bundledText';
import bzj from './bzj.json' with { type: 'json' };
import cars from './cars.json' with { type: 'json' };
import content from './content.json' with { type: 'json' };
import dashboard from './dashboard.json' with { type: 'json' };
import dealer from './dealer.json' with { type: 'json' };
import jingpai from './jingpai.json' with { type: 'json' };
import marketing from './marketing.json' with { type: 'json' };
import offlinepay from './offlinepay.json' with { type: 'json' };
import orders from './orders.json' with { type: 'json' };
import plugin from './plugin.json' with { type: 'json' };
import setting from './setting.json' with { type: 'json' };
import supertube from './supertube.json' with { type: 'json' };

const file = (name: string, raw: unknown): CatalogueFile => ({ file: `src/app/catalogue/${name}.json`, raw });

/** The console's own catalogue files, in menu order: every route of docs/console.md §2. */
export const builtInFiles: readonly CatalogueFile[] = [
    file('dashboard', dashboard),
    file('dealer', dealer),
    file('bzj', bzj),
    file('cars', cars),
    file('jingpai', jingpai),
    file('content', content),
    file('orders', orders),
    file('accountMenus', accountMenus),
    file('marketing', marketing),
    file('offlinepay', offlinepay),
    file('plugin', plugin),
    file('setting', setting),
    file('supertube', supertube),
];

/**
 * The console's own catalogue, built from its files by the rules that judge extensions, with
 * its problems (none while tests/unit/app/builtInCatalogue.test.ts passes) and any inline texts.
 */
export const builtInCatalogue = catalogueFromFiles(builtInFiles, { ownSections: BUILT_IN_SECTIONS, components: pageComponents, hasText: bundledText });

/**
 * Every route of docs/console.md §2, in menu order. Routes, menus, breadcrumbs, tabs and permission
 * checks all derive from this list and the deployment's extensions; nothing else lists routes.
 */
export const catalogue: readonly CatalogueEntry[] = builtInCatalogue.entries;
