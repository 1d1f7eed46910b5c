import type { FieldRule } from '../domains/shared/validate';
import { cascadeColumns, secondOptions } from './cascadeColumns';
import { writeOptions, writtenColumns, type Declaration } from './declaredColumns';
import { declaredText, type TextsOf } from './declaredText';

/**
 * The declaration's written columns as the hand-written domains state write rules, in column
 * order: the title is the write's own or the column's, `maxLength` is text's `max`, and an enum or
 * multi accepts its own values or its column's options'.
 */
export const declaredFieldRules = (declaration: Declaration, text: TextsOf = declaredText): FieldRule[] => {
    const cascades = new Map(cascadeColumns(declaration).map(cascade => [cascade.name, cascade]));
    return writtenColumns(declaration).flatMap(({ name, column, write, kind }): FieldRule[] => {
        const ranged = kind === 'int' || kind === 'cents';
        const rule: FieldRule = {
            name,
            title: text(write.title ?? column.title),
            ...(kind === 'text' ? {} : { kind }),
            ...(write.required ? { required: true } : {}),
            ...(kind === 'text' && write.maxLength !== undefined ? { max: write.maxLength } : {}),
            ...(ranged && write.min !== undefined ? { min: write.min } : {}),
            ...(ranged && write.max !== undefined ? { max: write.max } : {}),
            ...(kind === 'enum' || kind === 'multi' ? { options: writeOptions(column, write) } : {}),
            ...(write.unique ? { unique: write.unique } : {}),
        };
        // A cascade field writes its second level too, under the column's `second` name.
        const cascade = cascades.get(name);
        if (!cascade) return [rule];
        const options = secondOptions(cascade.column).map(option => option.value);
        return [rule, { name: cascade.second, title: rule.title, kind: 'enum', ...(write.required ? { required: true } : {}), options }];
    });
};
