import { describe, expect, it } from 'vitest';
import { NO_PERMISSION_TEXT } from '../../../../protocol/noPermission';
import { LANGS } from '../../../../protocol/lang';
import en from '../../../../server/i18n/texts/en';
import es from '../../../../server/i18n/texts/es';
import ja from '../../../../server/i18n/texts/ja';
import { zhAreas } from '../../../../server/i18n/texts/zh-cn';
import { chineseCharacters, type ForeignLang } from '../../../e2e/support/chineseText';

const foreign: Record<ForeignLang, Record<string, Record<string, string>>> = { en, es, ja };
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(match => match[1]).sort();

describe('the server text catalogue', () => {
    it('holds each zh-cn text in one area only', () => {
        const seen = new Map<string, string>();
        const twice: string[] = [];
        for (const [area, texts] of Object.entries(zhAreas)) {
            for (const text of texts) {
                if (seen.has(text)) twice.push(`${text} (${seen.get(text)}, ${area})`);
                seen.set(text, area);
            }
        }
        expect(twice).toEqual([]);
    });

    it.each(Object.keys(foreign) as ForeignLang[])('%s: every text has the placeholders of its zh-cn text and no Chinese', lang => {
        const problems: string[] = [];
        for (const [area, texts] of Object.entries(foreign[lang])) {
            for (const [zh, translated] of Object.entries(texts)) {
                if (placeholders(zh).join() !== placeholders(translated).join()) problems.push(`${area}: ${translated} (placeholders)`);
                // The permission marker stays byte-exact in every language: the console recognises a refusal by it.
                const chinese = chineseCharacters(translated.replace(NO_PERMISSION_TEXT, ''), lang);
                if (chinese.length) problems.push(`${area}: ${translated} (${chinese.join('')})`);
            }
        }
        expect(problems).toEqual([]);
    });

    it('keeps 没有此操作权限 in every language of a refusal that carries it', () => {
        const refusals = Object.values(zhAreas)
            .flat()
            .filter(text => text.includes(NO_PERMISSION_TEXT));
        expect(refusals.length).toBeGreaterThan(0);
        for (const lang of Object.keys(foreign) as ForeignLang[]) {
            const texts = Object.assign({}, ...Object.values(foreign[lang])) as Record<string, string>;
            for (const text of refusals) expect(texts[text], `${lang}: ${text}`).toContain(NO_PERMISSION_TEXT);
        }
    });

    it('has an area file in every language', () => {
        expect(LANGS).toEqual(['zh-cn', 'en', 'es', 'ja']);
        for (const lang of Object.keys(foreign) as ForeignLang[]) expect(Object.keys(foreign[lang]).sort()).toEqual(Object.keys(zhAreas).sort());
    });
});
