import { moveItem } from './columnOrder';
import { declaredTexts, emptyTexts, isRecord, sameTexts, textsOf, type Texts } from './draftTexts';

/**
 * A column's options as the form edits them: a list (select, checkbox) or a tree (cascade, whose
 * first-level options carry the second level as `children`: server/declared/declarationParts.ts
 * `treeOption`), and every edit of it. A node is found by its path, its index at each level from
 * the top (`[0, 1]`: the first option's second child).
 */

export interface DraftOption {
    /** Stable while the draft is edited (the React key, so that focus follows a moved option), whatever the value becomes. */
    id: string;
    /** As typed: an integer is written as a number, anything else as text (a declared value as it was declared). */
    value: string;
    label: Texts;
    /** The next level's options (a cascade's first level only); empty at the last level. */
    children: DraftOption[];
    /** The value and label as read from the declaration: written back as they were while the form leaves them as read. */
    declared?: { value: string | number; label: unknown };
}

export type OptionPath = readonly number[];

/** A cascade's levels: two, as the console's cascade is two selects and the format's tree two levels. */
export const CASCADE_LEVELS = 2;

let created = 0;
const newOptionId = () => `option-new-${++created}`;

/** A typed value as a declaration writes it: an integer as a number, anything else as text. */
export const typedOptionValue = (text: string): string | number => (/^-?\d{1,15}$/.test(text.trim()) ? Number(text.trim()) : text);

/** Declared options (of any depth the format allows) as the form's, each remembering what it was declared as. */
export const optionsOf = (raw: unknown, levels: number, at = 'option'): DraftOption[] =>
    Array.isArray(raw) && levels > 0
        ? raw.filter(isRecord).map((option, index) => {
              const id = `${at}-${index}`;
              const declaredValue = typeof option.value === 'number' || typeof option.value === 'string' ? option.value : undefined;
              return {
                  id,
                  value: declaredValue === undefined ? '' : String(declaredValue),
                  label: textsOf(option.label),
                  children: optionsOf(option.children, levels - 1, id),
                  ...(declaredValue !== undefined ? { declared: { value: declaredValue, label: option.label } } : {}),
              };
          })
        : [];

/** An option as a declaration writes it (server/declared/declarationParts.ts `treeOption`). */
export interface DeclaredOptionJson {
    value: string | number;
    label: unknown;
    children?: DeclaredOptionJson[];
}

/** The form's options as a declaration writes them, `levels` deep: a value or label left as read is written as it was declared. */
export const declaredOptions = (options: readonly DraftOption[], levels: number): DeclaredOptionJson[] =>
    options.map(option => {
        const { declared } = option;
        const value = declared && String(declared.value) === option.value ? declared.value : typedOptionValue(option.value);
        const label = declared && sameTexts(textsOf(declared.label), option.label) ? declared.label : declaredTexts(option.label);
        const children = levels > 1 && option.children.length ? { children: declaredOptions(option.children, levels - 1) } : {};
        return { value, label, ...children };
    });

/** The option at `path`, or undefined when there is none. */
export const optionAt = (options: readonly DraftOption[], path: OptionPath): DraftOption | undefined => {
    const [index, ...rest] = path;
    const option = index === undefined ? undefined : options[index];
    return option && rest.length ? optionAt(option.children, rest) : option;
};

/** The list `path`'s option is one of, changed by `change` (the top level when the path has one step). */
const withSiblings = (
    options: readonly DraftOption[],
    path: OptionPath,
    change: (siblings: readonly DraftOption[], index: number) => DraftOption[]
): DraftOption[] => {
    const [index, ...rest] = path;
    if (index === undefined) return [...options];
    if (!rest.length) return change(options, index);
    return options.map((option, i) => (i === index ? { ...option, children: withSiblings(option.children, rest, change) } : option));
};

/** The value a new option among `siblings` takes: one more than the largest whole number among them, else their count plus one. */
const nextValue = (siblings: readonly DraftOption[]) => {
    const numbers = siblings
        .map(option => option.value.trim())
        .filter(value => /^-?\d{1,15}$/.test(value))
        .map(Number);
    let next = numbers.length ? Math.max(...numbers) + 1 : siblings.length + 1;
    while (siblings.some(option => option.value.trim() === String(next))) next++;
    return String(next);
};

const newOption = (siblings: readonly DraftOption[]): DraftOption => ({ id: newOptionId(), value: nextValue(siblings), label: emptyTexts(), children: [] });

/** A change of the tree, and the path of the option it concerns afterwards (the one added or moved), for the focus to follow. */
export interface TreeEdit {
    options: DraftOption[];
    path: OptionPath;
}

/** The option at `path` with its value or label changed. */
export const editOption = (options: readonly DraftOption[], path: OptionPath, change: Partial<Pick<DraftOption, 'value' | 'label'>>): DraftOption[] =>
    withSiblings(options, path, (siblings, index) => siblings.map((option, i) => (i === index ? { ...option, ...change } : option)));

/** A new option at the end of the top level. */
export const appendOption = (options: readonly DraftOption[]): TreeEdit => ({ options: [...options, newOption(options)], path: [options.length] });

/** A new option right after the one at `path`, on its level. */
export const addSibling = (options: readonly DraftOption[], path: OptionPath): TreeEdit => {
    if (!optionAt(options, path)) return { options: [...options], path };
    const index = path[path.length - 1];
    return {
        options: withSiblings(options, path, siblings => [...siblings.slice(0, index + 1), newOption(siblings), ...siblings.slice(index + 1)]),
        path: [...path.slice(0, -1), index + 1],
    };
};

/** Whether the option at `path` may take children in a tree `levels` deep. */
export const canAddChild = (path: OptionPath, levels: number) => path.length < levels;

/** A new last child of the option at `path`; nothing when the option is on the last level. */
export const addChild = (options: readonly DraftOption[], path: OptionPath, levels: number): TreeEdit => {
    const parent = optionAt(options, path);
    if (!parent || !canAddChild(path, levels)) return { options: [...options], path };
    return {
        options: withSiblings(options, path, (siblings, index) =>
            siblings.map((option, i) => (i === index ? { ...option, children: [...option.children, newOption(option.children)] } : option))
        ),
        path: [...path, parent.children.length],
    };
};

/** The tree without the option at `path` (and its children). */
export const removeOption = (options: readonly DraftOption[], path: OptionPath): DraftOption[] =>
    withSiblings(options, path, (siblings, index) => siblings.filter((_, i) => i !== index));

/** Whether the option at `path` can move one step up (-1) or down (+1) within its level. */
export const canStep = (options: readonly DraftOption[], path: OptionPath, step: -1 | 1) => {
    const index = path[path.length - 1];
    const siblings = path.length > 1 ? optionAt(options, path.slice(0, -1))?.children : options;
    return index !== undefined && !!siblings && index + step >= 0 && index + step < siblings.length;
};

/** The option at `path` one step up or down within its level (its children with it); nothing at either end. */
export const stepOption = (options: readonly DraftOption[], path: OptionPath, step: -1 | 1): TreeEdit => {
    if (!canStep(options, path, step)) return { options: [...options], path };
    const index = path[path.length - 1];
    return { options: withSiblings(options, path, siblings => moveItem(siblings, index, index + step)), path: [...path.slice(0, -1), index + step] };
};

/** A path as the form names an option: `1.2` is the second child of the first option. */
export const pathName = (path: OptionPath) => path.map(index => index + 1).join('.');

/** What the form checks of each option as the engineer types (the server's check says the rest). */
export type OptionProblem = 'valueRequired' | 'valueDuplicate' | 'labelRequired';

export interface PlacedOptionProblem {
    path: OptionPath;
    field: 'value' | 'label';
    problem: OptionProblem;
}

/** Each option's problems: a value missing or said twice among its siblings (the select could not tell them apart), a zh-cn label missing. */
export const optionProblems = (options: readonly DraftOption[], at: OptionPath = []): PlacedOptionProblem[] => {
    const counts = new Map<string, number>();
    for (const option of options) counts.set(option.value.trim(), (counts.get(option.value.trim()) ?? 0) + 1);
    return options.flatMap((option, index) => {
        const path = [...at, index];
        const value = option.value.trim();
        const own: PlacedOptionProblem[] = [
            ...(!value ? [{ path, field: 'value' as const, problem: 'valueRequired' as const }] : []),
            ...(value && (counts.get(value) ?? 0) > 1 ? [{ path, field: 'value' as const, problem: 'valueDuplicate' as const }] : []),
            ...(!option.label['zh-cn'].trim() ? [{ path, field: 'label' as const, problem: 'labelRequired' as const }] : []),
        ];
        return [...own, ...optionProblems(option.children, path)];
    });
};
