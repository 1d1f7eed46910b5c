import { describe, expect, it } from 'vitest';
import { findShownTexts, isUntranslated } from './support/shownTexts';
import { readSourceFiles } from './support/sourceFiles';
import { UNTRANSLATED_ALLOW_LIST } from './untranslatedAllowList';

const allowed = (file: string, text: string) => UNTRANSLATED_ALLOW_LIST.some(entry => entry.file === file && entry.text === text);

describe('user-facing strings', () => {
    const untranslated = findShownTexts(readSourceFiles()).filter(isUntranslated);

    it('all go through the translation layer', () => {
        const bypassing = untranslated.filter(({ file, text }) => !allowed(file, text)).map(({ file, line, text }) => `${file}:${line} "${text}"`);
        expect(bypassing).toEqual([]);
    });

    it('are allowed to bypass it only where the allow-list still applies', () => {
        const stale = UNTRANSLATED_ALLOW_LIST.filter(entry => !untranslated.some(({ file, text }) => file === entry.file && text === entry.text));
        expect(stale).toEqual([]);
    });
});
