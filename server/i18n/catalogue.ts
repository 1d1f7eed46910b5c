import type { Lang } from '../../protocol/lang';
import en from './texts/en';
import es from './texts/es';
import ja from './texts/ja';
import { zhAreas, type ZhAreas } from './texts/zh-cn';

/** Any text of the zh-cn catalogue: the Chinese text itself, with `{name}` placeholders. */
export type TextKey = { [Area in keyof ZhAreas]: ZhAreas[Area][number] }[keyof ZhAreas];

const flatten = (areas: Record<string, Record<string, string>>) => new Map(Object.values(areas).flatMap(area => Object.entries(area)));

const byLang: Record<Exclude<Lang, 'zh-cn'>, ReadonlyMap<string, string>> = { en: flatten(en), es: flatten(es), ja: flatten(ja) };

const zhKeys: ReadonlySet<string> = new Set(Object.values(zhAreas).flat());

/** Whether a text is a key of the catalogue (a declaration's free text is not). */
export const isTextKey = (text: string): text is TextKey => zhKeys.has(text);

/** The text in `lang`; zh-cn is the key itself, and so is any text the catalogue does not hold. */
export const lookupText = (key: string, lang: Lang): string => (lang === 'zh-cn' ? key : (byLang[lang].get(key) ?? key));
