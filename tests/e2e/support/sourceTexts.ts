import type { Lang } from '../../../protocol/lang';
import serverEn from '../../../server/i18n/texts/en';
import serverEs from '../../../server/i18n/texts/es';
import serverJa from '../../../server/i18n/texts/ja';
import consoleEn from '../../../src/i18n/messages/en';
import consoleEs from '../../../src/i18n/messages/es';
import consoleJa from '../../../src/i18n/messages/ja';
import consoleZh from '../../../src/i18n/messages/zh';
import { chineseCharacters, isUntranslatedSource, type ForeignLang } from './chineseText';

type Tree = { [key: string]: unknown };

/** A message tree's texts by their key path (`mc.schema.summary` → 合计). */
const flatten = (tree: unknown, prefix = '', into = new Map<string, string>()): Map<string, string> => {
    if (typeof tree === 'string') into.set(prefix, tree);
    else if (tree && typeof tree === 'object') for (const [key, value] of Object.entries(tree as Tree)) flatten(value, prefix ? `${prefix}.${key}` : key, into);
    return into;
};

const consoleCatalogues = { en: consoleEn, es: consoleEs, ja: consoleJa } as const;
const serverCatalogues = { en: serverEn, es: serverEs, ja: serverJa } as const;

/**
 * Every zh-cn source text with its translations into `lang`: the server's catalogue (its keys
 * are the zh-cn texts) and the console's (matched by key). A zh-cn text shown in `lang` that is
 * none of its translations was left untranslated.
 */
export const sourceTranslations = (lang: ForeignLang): Map<string, Set<string>> => {
    const pairs = new Map<string, Set<string>>();
    const add = (source: string, translated: string) => pairs.set(source, (pairs.get(source) ?? new Set()).add(translated));
    const zh = flatten(consoleZh);
    for (const [key, translated] of flatten(consoleCatalogues[lang])) {
        const source = zh.get(key);
        if (source) add(source, translated);
    }
    for (const area of Object.values(serverCatalogues[lang]))
        for (const [source, translated] of Object.entries(area as Record<string, string>)) add(source, translated);
    return pairs;
};

/**
 * Why `text` reads as Chinese left in a page shown in `lang` (undefined when it does not): a
 * character that language does not write (any CJK character in en and es; a Han character
 * outside JIS X 0208 in ja), or the whole text being a zh-cn source text of the catalogues.
 */
export const chineseIn = (lang: Exclude<Lang, 'zh-cn'>) => {
    const translations = sourceTranslations(lang);
    return (text: string): string | undefined => {
        const characters = chineseCharacters(text, lang);
        if (characters.length) return `Chinese characters ${[...new Set(characters)].join('')}`;
        if (isUntranslatedSource(text, translations)) return `the zh-cn text itself (${[...translations.get(text.trim())!].join(' / ')} in ${lang})`;
        return undefined;
    };
};
