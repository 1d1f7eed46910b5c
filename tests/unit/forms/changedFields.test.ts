import { describe, expect, it } from 'vitest';
import type { FormField } from '../../../src/forms/FormField';
import { changedFields, toFormValues, toPayload } from '../../../src/forms/fieldValues';

const fields: FormField[] = [
    { name: 'name', label: 'x', kind: 'text' },
    { name: 'price', label: 'x', kind: 'price' },
    { name: 'day', label: 'x', kind: 'date' },
    {
        name: 'scope',
        label: 'x',
        kind: 'checkboxes',
        options: [
            { value: '1', label: 'a' },
            { value: '2', label: 'b' },
        ],
    },
    { name: 'city', label: 'x', kind: 'cascade', secondName: 'area' },
];
const record = { name: '车行', price: 150000, day: 1_700_000_000, scope: '1,2', city: 310000, area: 310115, extra: 'kept' };

describe('changedFields', () => {
    it('finds nothing changed in the form the record loads into, whatever its values’ wire format', () => {
        expect(changedFields(fields, record, toPayload(fields, toFormValues(fields, record)))).toEqual([]);
    });

    it('names exactly the fields the operator changed, a cascade’s second level included', () => {
        const values = { ...toFormValues(fields, record), price: '1600.00', area: '310101' };
        expect(changedFields(fields, record, toPayload(fields, values))).toEqual(['price', 'area']);
        const cleared = { ...toFormValues(fields, record), name: '', scope: ['1'] };
        expect(changedFields(fields, record, toPayload(fields, cleared))).toEqual(['name', 'scope']);
    });
});
