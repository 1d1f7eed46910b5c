import type { FormInputKind } from '../../protocol/writeForm';
import type { ColumnTypeName, RouteKind } from './designDraft';
import type { OptionProblem } from './optionTree';

/** The words the form shows for each column type: keyed by type, so a new type does not compile until it has its words. */
export const TYPE_LABELS: Record<ColumnTypeName, string> = {
    text: 'mc.designer.type.text',
    number: 'mc.designer.type.number',
    money: 'mc.designer.type.money',
    select: 'mc.designer.type.select',
    checkbox: 'mc.designer.type.checkbox',
    cascade: 'mc.designer.type.cascade',
    image: 'mc.designer.type.image',
    datetime: 'mc.designer.type.datetime',
    datemonth: 'mc.designer.type.datemonth',
    date: 'mc.designer.type.date',
    eqdate: 'mc.designer.type.eqdate',
    time: 'mc.designer.type.time',
    eqtime: 'mc.designer.type.eqtime',
    second: 'mc.designer.type.second',
    hide: 'mc.designer.type.hide',
};

/** The role form's permission pickers: a declaration may not ask for them (server/declared/checkDeclaration.ts). */
export type DeclaredInput = Exclude<FormInputKind, 'routeTree' | 'apiTree'>;

/** The words for each input a write rule may ask for. */
export const INPUT_LABELS: Record<DeclaredInput, string> = {
    text: 'mc.designer.input.text',
    textarea: 'mc.designer.input.textarea',
    number: 'mc.designer.input.number',
    price: 'mc.designer.input.price',
    phone: 'mc.designer.input.phone',
    noChinese: 'mc.designer.input.noChinese',
    password: 'mc.designer.input.password',
    select: 'mc.designer.input.select',
    radio: 'mc.designer.input.radio',
    checkboxes: 'mc.designer.input.checkboxes',
    checkbox: 'mc.designer.input.checkbox',
    date: 'mc.designer.input.date',
    datetime: 'mc.designer.input.datetime',
    image: 'mc.designer.input.image',
    switch: 'mc.designer.input.switch',
    cascade: 'mc.designer.input.cascade',
};

export const isDeclaredInput = (input: string): input is DeclaredInput => Object.hasOwn(INPUT_LABELS, input);

/** The words for each of a list's record routes. */
export const ROUTE_LABELS: Record<RouteKind, string> = {
    create: 'mc.designer.form.route_create',
    edit: 'mc.designer.form.route_edit',
    remove: 'mc.designer.form.route_remove',
};

/** The words for each problem the form finds in an option as the engineer types. */
export const OPTION_PROBLEM_LABELS: Record<OptionProblem, string> = {
    valueRequired: 'mc.designer.form.optionProblem.valueRequired',
    valueDuplicate: 'mc.designer.form.optionProblem.valueDuplicate',
    labelRequired: 'mc.designer.form.optionProblem.labelRequired',
};
