import { describe, expect, it } from 'vitest';
import zh from '../../../src/i18n/messages/zh';
import zhStart from '../../../src/i18n/messages/zh/start';
import { catalogue } from '../../../src/app/catalogue';
import { catalogueKeys } from './support/catalogueKeys';
import { flattenMessages } from './support/flattenMessages';
import { findShownTexts } from './support/shownTexts';
import { readSourceFiles } from './support/sourceFiles';
import { collectKeyUses, isTranslationKey, type DynamicKey } from './support/translationKeys';

const defined = flattenMessages(zh);
// The menu, titles and form labels are shown before any page has fetched its own texts.
const atStart = flattenMessages(zhStart);
const files = readSourceFiles();
const { uses, dynamic } = collectKeyUses(files);
const shown = findShownTexts(files);

/**
 * Keys the code builds from data rather than from literals of the building file. Each entry
 * derives its keys from that data; a new such prefix must be added here, deliberately.
 */
const DERIVED_KEYS: Record<string, () => string[]> = {
    // The catalogue's titles (src/app/catalogue/*.json).
    'mc.route.': () => catalogueKeys().filter(key => key.startsWith('mc.route.')),
    // Form field labels: the catalogue's (src/app/catalogue/*.json).
    'mc.field.': () => catalogueKeys().filter(key => key.startsWith('mc.field.')),
    // The icon rail names each section the catalogue has a route in.
    'mc.section.': () => [...new Set(catalogue.map(entry => `mc.section.${entry.section}`))],
};

/** The keys a prefix can produce: derived, or the prefix plus a string literal of its file. */
const keysOf = (use: DynamicKey): string[] =>
    DERIVED_KEYS[use.prefix]?.() ?? [...use.fileLiterals].map(literal => use.prefix + literal).filter(key => defined.has(key));

// `mc.`/`ra.` literals elsewhere may be storage keys (`mc.tabs.visited`); only texts the user
// reads must be translation keys, so existence is checked where a text is shown.
describe('translation keys', () => {
    it('shown by the code all exist', () => {
        const missing = shown
            .filter(({ text }) => text !== undefined && isTranslationKey(text) && !defined.has(text))
            .map(({ file, line, text }) => `${file}:${line} ${text}`);
        expect(missing).toEqual([]);
    });

    it('held by the route catalogue all exist from the start', () => {
        expect(catalogueKeys().filter(key => !atStart.has(key))).toEqual([]);
    });

    it('built from data all exist from the start', () => {
        const missing = Object.values(DERIVED_KEYS)
            .flatMap(derive => derive())
            .filter(key => !atStart.has(key));
        expect(missing).toEqual([]);
    });

    it('built where they are shown can be traced to what builds them', () => {
        const untraceable = shown
            .filter(({ prefix }) => prefix !== undefined)
            .filter(({ file, prefix }) => {
                const use = dynamic.find(candidate => candidate.file === file && candidate.prefix === prefix);
                return !use || keysOf(use).length === 0;
            })
            .map(({ file, line, prefix }) => `${file}:${line} builds no known key from "${prefix}"`);
        expect(untraceable).toEqual([]);
    });

    it('are all used', () => {
        const used = new Set([...uses.map(use => use.key), ...dynamic.flatMap(keysOf), ...catalogueKeys()]);
        const unused = [...defined.keys()].filter(key => key.startsWith('mc.') && !used.has(key));
        expect(unused).toEqual([]);
    });
});
