import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIST_PAGE_SOURCES, sourcesHash, stampOf, stampSources } from '../../../scripts/figures/screenshotSources';

// The README's page-anatomy screenshots (npm run docs:screenshots) show the list page as its
// components draw it: each picture carries the hash of the sources it was taken from, and a
// change to those components (or to the theme that styles them) leaves it stale.
const root = join(import.meta.dirname, '..', '..', '..');
const SCREENSHOTS = ['docs/list-page-anatomy.png', 'docs/list-page-anatomy.en.png', 'docs/list-page-anatomy.ja.png'];

describe("the README's page-anatomy screenshots", () => {
    it.each(SCREENSHOTS)('%s was taken from the list page as it is (npm run docs:screenshots when this fails)', screenshot => {
        expect(stampOf(readFileSync(join(root, screenshot))), 'the list page changed after the screenshot').toBe(sourcesHash(root, LIST_PAGE_SOURCES));
    });

    it('a stamp is kept through a retake and replaced, and the PNG stays whole', () => {
        const png = readFileSync(join(root, SCREENSHOTS[0]));
        const again = stampSources(stampSources(png, 'a'.repeat(64)), 'b'.repeat(64));
        expect(stampOf(again)).toBe('b'.repeat(64));
        expect(again.length).toBe(stampSources(png, 'c'.repeat(64)).length);
        expect(again.subarray(-12).toString('latin1', 4, 8)).toBe('IEND');
        expect(again.subarray(0, 8)).toEqual(png.subarray(0, 8));
    });
});
