import { Visitor } from 'vite';
import { describe, expect, it } from 'vitest';
import { lazyCatalogues } from '../../../src/i18n/i18nProvider';
import { LOCALES } from '../../../src/i18n/locales';
import { PAGE_AREAS } from '../../../src/i18n/pageTexts';
import { readSourceFiles } from './support/sourceFiles';

// Another language's files; the whole catalogue (start and every page's texts); a page's texts.
const OTHER_CATALOGUE = new RegExp(`/messages/((en|es|ja)(/|$)|zh(/index)?$|zh/(${PAGE_AREAS.join('|')})$)`);

describe('catalogues other than the default start catalogue', () => {
    it('are never imported statically, so they stay out of the first-loaded bundle', () => {
        const staticImports: string[] = [];
        for (const file of readSourceFiles()) {
            new Visitor({
                ImportDeclaration(node) {
                    if (OTHER_CATALOGUE.test(node.source.value)) staticImports.push(`${file.path}: ${node.source.value}`);
                },
                ExportNamedDeclaration(node) {
                    if (node.source && OTHER_CATALOGUE.test(node.source.value)) staticImports.push(`${file.path}: ${node.source.value}`);
                },
                ExportAllDeclaration(node) {
                    if (OTHER_CATALOGUE.test(node.source.value)) staticImports.push(`${file.path}: ${node.source.value}`);
                },
            }).visit(file.program);
        }
        expect(staticImports).toEqual([]);
    });

    it('each load on demand', async () => {
        expect(Object.keys(lazyCatalogues).sort()).toEqual(
            LOCALES.map(l => l.locale)
                .filter(l => l !== 'zh-cn')
                .sort()
        );
        for (const load of Object.values(lazyCatalogues)) {
            expect((await load()).default).toHaveProperty('mc.login.submit');
        }
    });
});
