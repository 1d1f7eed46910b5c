import { matchLocale, type Locale } from './locales';
import type { PageParts } from './messages/composeMessages';

/** An area of texts that only its own pages show (the designer's, the Workbench's, the account pages'…). */
export type PageArea = keyof PageParts;

type AreaLoader = () => Promise<{ default: Record<string, unknown> }>;

/**
 * The file of each page area (`PageParts`) in each language's folder, each loaded on demand and so
 * its own chunk. The glob names the areas, since Vite reads it as written.
 */
const AREA_FILES = import.meta.glob<{ default: Record<string, unknown> }>('./*/{designer,holidays,business,workbench,profile,wallet}.ts', {
    base: './messages',
});

/** The files by area and language: `./<folder>/<area>.ts`, whose folder is the language's tag (`zh` for zh-cn), read as a browser's is. */
const byArea = (files: Record<string, AreaLoader>) => {
    const registry: Partial<Record<string, Partial<Record<Locale, AreaLoader>>>> = {};
    for (const [file, load] of Object.entries(files)) {
        const [folder, area] = file.slice('./'.length, -'.ts'.length).split('/');
        const locale = matchLocale(folder);
        if (locale) (registry[area] ??= {})[locale] = load;
    }
    return registry;
};

/**
 * Each page area's texts per language, each its own chunk: a page fetches its area, in the
 * language in use, when it first opens (`withPageTexts`), so the login page's first load does
 * not carry them. The i18n provider keeps each area as an i18next namespace of its own. Every area
 * of `PageParts` in every language is here: tests/unit/i18n/pageTexts.test.tsx holds the glob to it.
 */
export const pageTexts = byArea(AREA_FILES) as Record<PageArea, Record<Locale, AreaLoader>>;

export const PAGE_AREAS = Object.keys(pageTexts) as PageArea[];

export const isPageArea = (name: string): name is PageArea => Object.hasOwn(pageTexts, name);
