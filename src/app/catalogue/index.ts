import type { CatalogueEntry } from '../../resources/types';
import accountMenus from './accountMenus';
import bzj from './bzj';
import cars from './cars';
import content from './content';
import dashboard from './dashboard';
import dealer from './dealer';
import jingpai from './jingpai';
import marketing from './marketing';
import offlinepay from './offlinepay';
import orders from './orders';
import plugin from './plugin';
import setting from './setting';
import supertube from './supertube';

/**
 * Every route of SPEC.md §2, in menu order. Routes, menus, breadcrumbs, tabs and permission
 * checks all derive from this list; nothing else lists routes.
 */
export const catalogue: readonly CatalogueEntry[] = [
    ...dashboard,
    ...dealer,
    ...bzj,
    ...cars,
    ...jingpai,
    ...content,
    ...orders,
    ...accountMenus,
    ...marketing,
    ...offlinepay,
    ...plugin,
    ...setting,
    ...supertube,
];
