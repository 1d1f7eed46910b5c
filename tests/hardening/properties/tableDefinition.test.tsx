import { screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROTOCOL_COLUMN_TYPES } from '../../../protocol/columnTypes';
import { parseTableDefinition, UnusableDefinitionError } from '../../../src/dataProvider/parseTableDefinition';
import { formatDate } from '../../../src/i18n/dateFormats';
import zh from '../../../src/i18n/messages/zh';
import { listRoutes } from '../../../src/resources/routeLinks';
import type { CatalogueEntry } from '../../../src/resources/types';
import { formatCell } from '../../../src/schema/formatCell';
import { SchemaList } from '../../../src/schema/SchemaList';
import { fakeTableProvider } from '../../unit/schema/fakeTableProvider';
import { renderWithAdmin } from '../../unit/schema/renderWithAdmin';
import { checkProperty } from '../support/checkProperty';
import { recordFigure } from '../support/figures';

// Definitions shaped like a server's, every field sometimes of the wrong kind, so the parser's
// paths past "not an object" are walked too; plain arbitrary JSON covers the rest.
const junk = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom(null, '', 0, -1, 'NaN', '1e999', true, [], {}));
const name = fc.oneof(fc.constantFrom('id', 'name', 'price', 'status', 'created', '__proto__', 'constructor', ''), fc.string({ maxLength: 6 }));
const optionList = fc.letrec<{ list: unknown }>(tie => ({
    list: fc.oneof(
        { depthSize: 'small' },
        fc.array(
            fc.oneof(
                fc.record(
                    { value: fc.oneof(fc.integer(), fc.string({ maxLength: 4 })), label: fc.oneof(fc.string({ maxLength: 6 }), junk), children: tie('list') },
                    { requiredKeys: ['value'] }
                ),
                junk
            ),
            { maxLength: 4 }
        ),
        junk
    ),
})).list;
const columnType = fc.oneof(fc.constantFrom('text', ...PROTOCOL_COLUMN_TYPES), junk);
const column = fc.oneof(
    fc.record(
        {
            title: fc.oneof(fc.string({ maxLength: 8 }), junk),
            type: columnType,
            sort: junk,
            decimal: fc.oneof(fc.integer({ min: -5, max: 40 }), junk),
            options: optionList,
            item_width: junk,
            item_align: fc.oneof(fc.constantFrom('left', 'center', 'right'), junk),
            sum: junk,
            showTableRow: junk,
        },
        { requiredKeys: [] }
    ),
    junk
);
const search = fc.oneof(
    fc.array(
        fc.oneof(
            fc.record(
                {
                    name,
                    title: fc.oneof(fc.string({ maxLength: 6 }), junk),
                    type: columnType,
                    options: optionList,
                    cascades: fc.oneof(fc.dictionary(name, optionList), junk),
                    second_name: junk,
                },
                { requiredKeys: [] }
            ),
            junk
        ),
        { maxLength: 4 }
    ),
    junk
);
const definitionLike = fc.record(
    {
        pk: fc.oneof(name, junk),
        limit: junk,
        export_type: junk,
        show_sum: junk,
        show_excel: junk,
        show_excel_import: junk,
        column_names: fc.oneof(fc.array(fc.oneof(name, junk), { maxLength: 8 }), junk),
        rows: fc.oneof(fc.dictionary(name, column, { maxKeys: 8 }), junk),
        top_search: search,
    },
    { requiredKeys: [] }
);
const anyDefinition = fc.oneof(definitionLike, fc.jsonValue(), fc.anything());

const translate = (key: string, options?: Record<string, unknown>) => `${key}${options ? JSON.stringify(options) : ''}`;
const zhDate = (value: Parameters<typeof formatDate>[0], kind: Parameters<typeof formatDate>[1]) => formatDate(value, kind, 'zh-cn');
const cellValue = fc.oneof(fc.jsonValue(), fc.integer(), fc.double(), fc.string(), fc.constantFrom(1763700000, '1763700000123', 'sell,repair', '44,4401'));

/** The parse either fails with its own translated reason, or gives columns every value formats in. */
const parses = (raw: unknown) => {
    try {
        return parseTableDefinition(raw);
    } catch (error) {
        expect(error).toBeInstanceOf(UnusableDefinitionError);
        expect(zh.mc.schema.problem).toHaveProperty((error as Error).message.replace('mc.schema.problem.', ''));
        return undefined;
    }
};

const entry: CatalogueEntry = {
    path: '/dealer/secondHandCarDealer/list',
    title: 'mc.route.dealer_secondHandCarDealer_list',
    section: 'dealer',
    kind: 'list',
    industries: 'car',
    api: 'seller/test/Hostile',
};

describe('parseTableDefinition on arbitrary JSON', () => {
    it('never throws anything but its own "unusable" error, and every cell of the result formats', async () => {
        await checkProperty(
            'table definition: parse and format',
            fc.property(anyDefinition, fc.array(cellValue, { minLength: 1, maxLength: 3 }), (raw, values) => {
                const definition = parses(raw);
                if (!definition) return;
                expect(definition.columns.length).toBeGreaterThan(0);
                expect(definition.limit).toBeGreaterThanOrEqual(1);
                for (const problem of definition.problems) expect(problem.key).toMatch(/^mc\.schema\.problem\./);
                for (const col of definition.columns) for (const value of values) expect(typeof formatCell(col, value, translate, zhDate)).toBe('string');
            })
        );
    });

    // A full react-admin list per case costs a second or more in jsdom: a fixed sample, not thousands.
    it('a sample of the results renders as a list page, or as its clear "unusable" message', { timeout: 600_000 }, async () => {
        const usable = (raw: unknown) => {
            try {
                return parseTableDefinition(raw).columns.length > 0;
            } catch {
                return false;
            }
        };
        // Mostly usable definitions (the interesting renders), then two that are not.
        const samples = [
            ...fc.sample(
                fc.tuple(definitionLike.filter(usable), fc.array(fc.array(cellValue, { minLength: 8, maxLength: 8 }), { minLength: 1, maxLength: 3 })),
                {
                    seed: 19,
                    numRuns: Number(process.env.MC_HARDENING_RENDERS ?? 10),
                }
            ),
            ...fc.sample(
                fc.tuple(
                    fc.jsonValue().filter(raw => !usable(raw)),
                    fc.constant([] as unknown[][])
                ),
                { seed: 19, numRuns: 2 }
            ),
        ];
        for (const [raw, rows] of samples) {
            let held = 0;
            try {
                const definition = parses(raw);
                // Each row gives every column one arbitrary value.
                const names = definition?.columns.map(col => col.name) ?? [];
                const dataProvider = fakeTableProvider(
                    raw,
                    rows.map((values, i) => ({ ...Object.fromEntries(names.map((n, j) => [n, values[j % values.length]])), id: i + 1 }))
                );
                const view = renderWithAdmin(<SchemaList entry={entry} {...listRoutes([entry], entry)} />, dataProvider, entry.path);
                if (definition) expect(await screen.findByRole('table', {}, { timeout: 20_000 })).toBeInTheDocument();
                else expect(await screen.findByText(zh.mc.schema.problem.unusable, {}, { timeout: 20_000 })).toBeInTheDocument();
                view.unmount();
                held = 1;
            } finally {
                recordFigure('table definition: renders (jsdom sample)', 1, held);
            }
        }
    });
});
