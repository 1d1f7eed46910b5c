import { describe, expect, it } from 'vitest';
import { domains } from '../../../server/domains';
import { declarationInLanguages } from '../../../server/declared/declarationInLanguages';
import { readOneColumn } from '../../../server/declared/readTableDeclarations';
import { DECLARATION_MAX_BYTES } from '../../../server/designer/checkDesign';
import { templateDraft } from '../../../src/designer/templateDraft';

/** Each built-in declaration as the designer's TableInfo answers it. */
const builtins = domains.flatMap(domain => domain.declarations ?? []).map(declarationInLanguages);

describe('a new resource started from a built-in table', () => {
    it.each(builtins.map(declaration => [declaration.api.list, declaration] as const))(
        '%s: reads as a designer draft, under its own name and calls',
        (_list, declaration) => {
            const { declaration: text, entry } = templateDraft(JSON.stringify(declaration));
            const copy = JSON.parse(text);
            expect(readOneColumn(copy).problems).toEqual([]);
            expect(new TextEncoder().encode(text).length).toBeLessThanOrEqual(DECLARATION_MAX_BYTES);
            expect(copy.table).toBe(`${declaration.table}_copy`);
            expect(Object.keys(copy.columns)).toEqual(Object.keys(declaration.columns));
            // Its calls are its own, and only those the original offers.
            expect(Object.keys(copy.api).sort()).toEqual(Object.keys(declaration.api).sort());
            expect(Object.values(copy.api).some(path => Object.values(declaration.api).includes(path as string))).toBe(false);
            const [list, ...routes] = JSON.parse(entry) as Array<Record<string, unknown>>;
            expect(list).toMatchObject({ kind: 'list', api: copy.api.list });
            expect(routes.map(route => route.kind)).toEqual(
                [declaration.api.create && 'create', declaration.api.update && 'edit', declaration.api.remove && 'action'].filter(Boolean)
            );
        }
    );

    it('keeps the texts in every language and leaves out what only the server says', () => {
        const adverts = builtins.find(declaration => declaration.table === 'adverts')!;
        const copy = JSON.parse(templateDraft(JSON.stringify({ ...adverts, why: 'x', from: 'adverts a' })).declaration);
        expect(copy.columns.title.title).toEqual(adverts.columns.title.title);
        expect(copy).not.toHaveProperty('why');
        expect(copy).not.toHaveProperty('from');
        expect(copy.label).toEqual(adverts.label);
    });
});
