/**
 * Telling Chinese left untranslated from the text of another language, for the language walk
 * (`languages.spec.ts`) and the catalogue tests.
 *
 * - en, es: any CJK character (Han, kana, Hangul, CJK punctuation, full-width forms) is one.
 * - ja: Japanese writes Han characters too, so a Han character counts only when Japanese does not
 *   write it: one outside JIS X 0208 (with the Windows extensions), read from Shift_JIS. The
 *   simplified forms of Chinese (车 辆 态 计 额 单 审 户 编 辑 删) are all outside it; a text
 *   whose every Han character Japanese shares (品牌, 名称) is caught by `isUntranslatedSource`.
 */
export type ForeignLang = 'en' | 'es' | 'ja';

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff01-\uff60\uffe0-\uffe6]/u;
const HAN = /\p{Script=Han}/gu;

let japaneseHan: ReadonlySet<string> | undefined;

/** Every Han character of Shift_JIS (JIS X 0208 and the Windows-31J extensions). */
const japaneseHanCharacters = (): ReadonlySet<string> => {
    if (japaneseHan) return japaneseHan;
    const decoder = new TextDecoder('shift_jis');
    const found = new Set<string>();
    for (let lead = 0x81; lead <= 0xfc; lead++) {
        if (lead >= 0xa0 && lead <= 0xdf) continue;
        for (let trail = 0x40; trail <= 0xfc; trail++) {
            if (trail === 0x7f) continue;
            for (const char of decoder.decode(new Uint8Array([lead, trail]))) if (/\p{Script=Han}/u.test(char)) found.add(char);
        }
    }
    return (japaneseHan = found);
};

/** The characters of `text` that are Chinese in `lang` (empty when there are none). */
export const chineseCharacters = (text: string, lang: ForeignLang): string[] => {
    if (lang !== 'ja') return [...text].filter(char => CJK.test(char));
    const shared = japaneseHanCharacters();
    return (text.match(HAN) ?? []).filter(char => !shared.has(char));
};

/**
 * Whether `text` is, whole, a zh-cn source text none of whose translations into the language it
 * is: shown untranslated even though its characters are ones Japanese writes too (品牌 for
 * ブランド). A source text translated differently in two places (内容: コンテンツ for a section,
 * 内容 for a trail's column) passes as either.
 */
export const isUntranslatedSource = (text: string, translations: ReadonlyMap<string, ReadonlySet<string>>): boolean => {
    const translated = translations.get(text.trim());
    return translated !== undefined && !translated.has(text.trim());
};
