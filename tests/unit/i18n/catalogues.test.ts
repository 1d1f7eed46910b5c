import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import en from '../../../src/i18n/messages/en';
import es from '../../../src/i18n/messages/es';
import ja from '../../../src/i18n/messages/ja';
import zh from '../../../src/i18n/messages/zh';
import { flattenMessages, placeholdersOf, wordsOf } from './support/flattenMessages';

const catalogues = { zh, en, es, ja };
const flat = Object.fromEntries(Object.entries(catalogues).map(([lang, messages]) => [lang, flattenMessages(messages)])) as Record<
    keyof typeof catalogues,
    Map<string, string>
>;
const languages = Object.keys(catalogues) as Array<keyof typeof catalogues>;

// Spanish words that are spelled as in English. Each is a deliberate, checked translation.
const SPANISH_AS_IN_ENGLISH = new Set([
    'ra.boolean.false', // No
    'ra.message.no', // No
    'ra.configurable.inspector.title', // Inspector
    'mc.schema.summary', // Total
    'mc.form.switch.off', // No
    'mc.history.id', // ID
]);

// Chinese texts written in Latin letters, as Chinese interfaces write them.
const CHINESE_IN_LATIN_LETTERS = new Set([
    'mc.field.logo', // Logo
    'mc.history.id', // ID
]);

// Variables react-admin passes beyond those of its English texts.
const RA_EXTRA_VARIABLES: Record<string, string[]> = {
    // DataTableHeadCell: the column label as written; `field_lower_first` only suits English.
    'ra.sort.sort_by': ['field'],
};

const HAN_OR_KANA = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HAN = /\p{Script=Han}/u;

describe('the four catalogues', () => {
    it('have exactly the same keys', () => {
        const all = new Set(languages.flatMap(lang => [...flat[lang].keys()]));
        for (const lang of languages) {
            const missing = [...all].filter(key => !flat[lang].has(key));
            expect(missing, `keys missing in ${lang}`).toEqual([]);
        }
    });

    it("cover every key of react-admin's English catalogue", () => {
        const raKeys = [...flattenMessages(englishMessages).keys()];
        expect(raKeys.length).toBeGreaterThan(150);
        for (const lang of languages) {
            expect(
                raKeys.filter(key => !flat[lang].has(key)),
                `ra.* keys missing in ${lang}`
            ).toEqual([]);
        }
    });

    it('only interpolate variables the code provides', () => {
        // react-admin passes what its English texts use, plus a few more; app texts get what
        // their default (Chinese) or English text uses.
        const provided = (key: string) =>
            new Set([
                ...placeholdersOf(flat.en.get(key) ?? ''),
                ...(key.startsWith('ra.') ? (RA_EXTRA_VARIABLES[key] ?? []) : placeholdersOf(flat.zh.get(key) ?? '')),
            ]);
        for (const lang of languages) {
            for (const [key, text] of flat[lang]) {
                const unknown = [...placeholdersOf(text)].filter(name => !provided(key).has(name));
                expect(unknown, `${lang} ${key}: "${text}"`).toEqual([]);
            }
        }
    });

    it('use plural forms only where the language has them', () => {
        // Chinese and Japanese have one form; Spanish, like English, has two.
        for (const [key, text] of flat.en) {
            expect(flat.zh.get(key), `zh ${key}`).not.toContain('||||');
            expect(flat.ja.get(key), `ja ${key}`).not.toContain('||||');
            expect(flat.es.get(key)?.includes('||||'), `es ${key}`).toBe(text.includes('||||'));
        }
    });

    it('are written in their own language', () => {
        for (const [key, text] of flat.zh) {
            if (/\p{L}/u.test(wordsOf(text)) && !CHINESE_IN_LATIN_LETTERS.has(key)) expect(text, `zh ${key}`).toMatch(HAN);
        }
        for (const [key, text] of flat.ja) {
            if (/\p{L}/u.test(wordsOf(text))) expect(text, `ja ${key}`).toMatch(HAN_OR_KANA);
        }
        for (const [key, text] of flat.es) {
            expect(text, `es ${key}`).not.toMatch(HAN_OR_KANA);
            const english = flat.en.get(key);
            if (/\p{L}/u.test(wordsOf(text)) && text === english && !SPANISH_AS_IN_ENGLISH.has(key)) {
                expect.fail(`es ${key} is still English: "${text}"`);
            }
        }
    });
});
