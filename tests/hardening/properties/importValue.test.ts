import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROTOCOL_COLUMN_TYPES } from '../../../protocol/columnTypes';
import { cellText, importValue } from '../../../server/import/importValue';
import type { ColumnSpec, Option, ServerColumnType } from '../../../server/tables/TableSpec';
import { checkProperty } from '../support/checkProperty';

const TYPES: ServerColumnType[] = ['text', ...PROTOCOL_COLUMN_TYPES];

const label = fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('已通过', '待审核', 'a', '1', ''));
const options: fc.Arbitrary<Option[]> = fc.letrec<{ list: Option[] }>(tie => ({
    list: fc.array(
        fc.record(
            {
                value: fc.oneof(fc.integer({ min: -3, max: 9 }), label),
                label: label.map(text => ({ 'zh-cn': text })),
                children: fc.option(tie('list'), { nil: undefined, depthSize: 'small' }),
            },
            { requiredKeys: ['value', 'label'] }
        ),
        { maxLength: 4 }
    ),
})).list;

const column: fc.Arbitrary<ColumnSpec> = fc.record(
    {
        title: fc.string({ maxLength: 6 }),
        type: fc.constantFrom(...TYPES),
        decimal: fc.integer({ min: 0, max: 18 }),
        options,
        import: fc.record({ required: fc.boolean(), phone: fc.boolean(), maxLength: fc.integer({ min: 0, max: 40 }) }, { requiredKeys: [] }),
    },
    { requiredKeys: ['title'] }
) as fc.Arbitrary<ColumnSpec>;

/** What exceljs can hand over for a cell, plus what a hostile file could make of it. */
const cell = fc.oneof(
    fc.string(),
    fc.constantFrom('12.34', '-0', '2026-02-30', '2026-01-31 08:30:00', '2026/1/1', '1763700000', '13912345678', '急售,个人', '=1+1', ' '),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constantFrom(null, undefined),
    fc.date({ noInvalidDate: false }),
    fc.record({ richText: fc.array(fc.record({ text: fc.string() })) }),
    fc.record({ text: fc.string(), hyperlink: fc.webUrl() }),
    fc.record({ formula: fc.string(), result: fc.oneof(fc.string(), fc.integer(), fc.date(), fc.constant(undefined)) }),
    fc.record({ sharedFormula: fc.string() }),
    fc.record({ error: fc.constantFrom('#N/A', '#REF!', '#DIV/0!') }),
    fc.anything()
);
const zone = fc.constantFrom('Asia/Shanghai', 'UTC', 'America/New_York', 'Asia/Kathmandu', 'Pacific/Chatham');

const TIME_TYPES = new Set<ServerColumnType>(['datetime', 'time', 'eqtime', 'date', 'eqdate', 'datemonth']);

describe('import value parsing (server/import/importValue.ts)', () => {
    it('never throws, answers a message or a value of the column type', async () => {
        await checkProperty(
            'import value parsing',
            fc.property(column, cell, zone, (spec, raw, timeZone) => {
                const result = importValue(spec, raw, timeZone);
                if (typeof result === 'string') {
                    // A message naming the column, short enough for the error list.
                    expect(result).toContain(`“${spec.title}”`);
                    expect(result.length).toBeLessThan(200);
                    return;
                }
                const { value } = result;
                if (value === undefined) return;
                const type = spec.type ?? 'text';
                if (type === 'number' || type === 'second' || TIME_TYPES.has(type)) expect(Number.isSafeInteger(value)).toBe(true);
                else if (type === 'checkbox' || type === 'text' || type === 'image' || type === 'hide') expect(typeof value).toBe('string');
                else expect(['string', 'number']).toContain(typeof value);
                if (spec.import?.maxLength && type === 'text') expect(String(value).length).toBeLessThanOrEqual(spec.import.maxLength);
            })
        );
    });

    it('reads any cell as text without throwing', async () => {
        await checkProperty(
            'import cell text',
            fc.property(cell, raw => {
                expect(typeof cellText(raw)).toBe('string');
            })
        );
    });

    it("answers a date cell outside Excel's calendar, or an invalid one, with a message (it threw before)", () => {
        const date: ColumnSpec = { title: '创建时间', type: 'datetime' };
        expect(importValue(date, new Date('-090607-12-31T15:59:59.999Z'), 'Asia/Shanghai')).toContain('“创建时间”应为日期');
        expect(importValue(date, new Date(NaN), 'Asia/Shanghai')).toContain('“创建时间”应为日期');
        expect(cellText(new Date(NaN))).toBe('');
    });
});
