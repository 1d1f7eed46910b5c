import type { Locale } from './locales';
import type { PageParts } from './messages/composeMessages';

/** An area of texts that only its own pages show (the designer's, the Workbench's, the account pages'…). */
export type PageArea = keyof PageParts;

type AreaLoader = () => Promise<{ default: Record<string, unknown> }>;

/**
 * Each page area's texts per language, each its own chunk: a page fetches its area, in the
 * language in use, when it first opens (`withPageTexts`), so the login page's first load does
 * not carry them. The i18n provider keeps each area as an i18next namespace of its own.
 */
export const pageTexts: Record<PageArea, Record<Locale, AreaLoader>> = {
    designer: {
        'zh-cn': () => import('./messages/zh/designer'),
        en: () => import('./messages/en/designer'),
        es: () => import('./messages/es/designer'),
        ja: () => import('./messages/ja/designer'),
    },
    holidays: {
        'zh-cn': () => import('./messages/zh/holidays'),
        en: () => import('./messages/en/holidays'),
        es: () => import('./messages/es/holidays'),
        ja: () => import('./messages/ja/holidays'),
    },
    business: {
        'zh-cn': () => import('./messages/zh/business'),
        en: () => import('./messages/en/business'),
        es: () => import('./messages/es/business'),
        ja: () => import('./messages/ja/business'),
    },
    workbench: {
        'zh-cn': () => import('./messages/zh/workbench'),
        en: () => import('./messages/en/workbench'),
        es: () => import('./messages/es/workbench'),
        ja: () => import('./messages/ja/workbench'),
    },
    profile: {
        'zh-cn': () => import('./messages/zh/profile'),
        en: () => import('./messages/en/profile'),
        es: () => import('./messages/es/profile'),
        ja: () => import('./messages/ja/profile'),
    },
    wallet: {
        'zh-cn': () => import('./messages/zh/wallet'),
        en: () => import('./messages/en/wallet'),
        es: () => import('./messages/es/wallet'),
        ja: () => import('./messages/ja/wallet'),
    },
};

export const PAGE_AREAS = Object.keys(pageTexts) as PageArea[];

export const isPageArea = (name: string): name is PageArea => Object.hasOwn(pageTexts, name);
