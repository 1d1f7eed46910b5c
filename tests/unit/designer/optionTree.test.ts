import { describe, expect, it } from 'vitest';
import { textsOf } from '../../../src/designer/draftTexts';
import {
    addChild,
    addSibling,
    appendOption,
    CASCADE_LEVELS,
    canAddChild,
    canStep,
    declaredOptions,
    editOption,
    optionAt,
    optionProblems,
    optionsOf,
    pathName,
    removeOption,
    stepOption,
    type DraftOption,
} from '../../../src/designer/optionTree';

const REGIONS = [
    {
        value: 44,
        label: { 'zh-cn': '广东', en: 'Guangdong' },
        children: [
            { value: 4401, label: '广州' },
            { value: 4403, label: { 'zh-cn': '深圳', ja: '深セン' } },
        ],
    },
    { value: 'hk', label: '香港' },
];

const tree = () => optionsOf(REGIONS, CASCADE_LEVELS);
/** The tree as value → children, to compare shapes. */
const shape = (options: readonly DraftOption[]): unknown[] =>
    options.map(option => (option.children.length ? [option.value, shape(option.children)] : option.value));

describe('a column’s option tree', () => {
    it('reads a declared tree and writes it back as declared, values keeping their types', () => {
        const options = tree();
        expect(shape(options)).toEqual([['44', ['4401', '4403']], 'hk']);
        expect(options[0].label.en).toBe('Guangdong');
        expect(options[0].children[1].label.ja).toBe('深セン');
        expect(declaredOptions(options, CASCADE_LEVELS)).toEqual(REGIONS);
    });

    it('writes an edited value by its type as typed and an edited label per language', () => {
        const edited = editOption(editOption(tree(), [0, 1], { value: '4404' }), [1], { label: { ...textsOf('香港'), en: 'Hong Kong' } });
        const written = declaredOptions(edited, CASCADE_LEVELS);
        expect(written[0].children).toEqual([REGIONS[0].children![0], { value: 4404, label: { 'zh-cn': '深圳', ja: '深セン' } }]);
        expect(written[1]).toEqual({ value: 'hk', label: { 'zh-cn': '香港', en: 'Hong Kong' } });
        // A value that is not a whole number stays text.
        expect(declaredOptions(editOption(tree(), [1], { value: '0x1' }), 1)[1].value).toBe('0x1');
    });

    it('reads and writes no deeper than the levels given: a list drops children', () => {
        expect(optionsOf(REGIONS, 1)[0].children).toEqual([]);
        expect(declaredOptions(tree(), 1)[0]).toEqual({ value: 44, label: REGIONS[0].label });
        expect(optionsOf('brands', CASCADE_LEVELS)).toEqual([]);
    });

    it('finds an option by its path', () => {
        expect(optionAt(tree(), [0, 1])?.value).toBe('4403');
        expect(optionAt(tree(), [1])?.value).toBe('hk');
        expect(optionAt(tree(), [1, 0])).toBeUndefined();
        expect(optionAt(tree(), [5])).toBeUndefined();
        expect(optionAt(tree(), [])).toBeUndefined();
        expect(pathName([0, 1])).toBe('1.2');
    });

    it('adds a child at the end of an option’s level, valued one past the largest, and no deeper than the levels', () => {
        const edit = addChild(tree(), [0], CASCADE_LEVELS);
        expect(edit.path).toEqual([0, 2]);
        expect(shape(edit.options)).toEqual([['44', ['4401', '4403', '4404']], 'hk']);
        expect(optionAt(edit.options, edit.path)?.label['zh-cn']).toBe('');

        const first = addChild(tree(), [1], CASCADE_LEVELS);
        expect(shape(first.options)).toEqual([
            ['44', ['4401', '4403']],
            ['hk', ['1']],
        ]);

        expect(canAddChild([0, 1], CASCADE_LEVELS)).toBe(false);
        expect(addChild(tree(), [0, 1], CASCADE_LEVELS).options).toEqual(tree());
        expect(canAddChild([0], 1)).toBe(false);
    });

    it('adds a sibling right after an option, and an option at the end of the top level', () => {
        const edit = addSibling(tree(), [0, 0]);
        expect(edit.path).toEqual([0, 1]);
        expect(shape(edit.options)).toEqual([['44', ['4401', '4404', '4403']], 'hk']);

        // Text values: the next number after the count, free among the siblings.
        const appended = appendOption(tree());
        expect(appended.path).toEqual([2]);
        expect(shape(appended.options)).toEqual([['44', ['4401', '4403']], 'hk', '45']);
        expect(appendOption([]).options.map(option => option.value)).toEqual(['1']);
        // New options are told apart by their ids, whatever their values.
        expect(new Set([...appended.options, ...edit.options[0].children].map(option => option.id)).size).toBe(6);
    });

    it('removes an option with its children', () => {
        expect(shape(removeOption(tree(), [0]))).toEqual(['hk']);
        expect(shape(removeOption(tree(), [0, 0]))).toEqual([['44', ['4403']], 'hk']);
        expect(removeOption(tree(), [0, 7])).toEqual(tree());
    });

    it('moves an option up and down within its level, its children with it, never past either end', () => {
        const down = stepOption(tree(), [0], 1);
        expect(down.path).toEqual([1]);
        expect(shape(down.options)).toEqual(['hk', ['44', ['4401', '4403']]]);
        const up = stepOption(tree(), [0, 1], -1);
        expect(up.path).toEqual([0, 0]);
        expect(shape(up.options)).toEqual([['44', ['4403', '4401']], 'hk']);

        expect(canStep(tree(), [0, 0], -1)).toBe(false);
        expect(canStep(tree(), [0, 1], 1)).toBe(false);
        expect(canStep(tree(), [0, 0], 1)).toBe(true);
        expect(stepOption(tree(), [1], 1)).toEqual({ options: tree(), path: [1] });
        expect(stepOption(tree(), [0, 0], -1).options).toEqual(tree());
    });

    it('names a value missing or repeated among siblings and a label missing, with the option’s path', () => {
        expect(optionProblems(tree())).toEqual([]);
        let options = addChild(tree(), [1], CASCADE_LEVELS).options;
        options = editOption(options, [1, 0], { value: '4401', label: textsOf('九龙') });
        // The same value under another first-level option is no problem: each select lists one branch.
        expect(optionProblems(options)).toEqual([]);
        options = editOption(options, [0, 1], { value: ' 4401 ' });
        options = editOption(options, [1], { value: '', label: textsOf('') });
        expect(optionProblems(options)).toEqual([
            { path: [0, 0], field: 'value', problem: 'valueDuplicate' },
            { path: [0, 1], field: 'value', problem: 'valueDuplicate' },
            { path: [1], field: 'value', problem: 'valueRequired' },
            { path: [1], field: 'label', problem: 'labelRequired' },
        ]);
    });
});
