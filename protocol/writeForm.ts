/**
 * The write form a table definition may carry (`form`, docs/protocol.md §9.1, "The write form"): the fields
 * the create and update calls read, each with the kind the server reads it as, its label, rules
 * and options. The server states its kinds; the console shows each with one of its inputs. This
 * module holds both vocabularies and the one table between them, used by the reference server
 * (what a declaration may ask for), the console (which input a sent field gets) and the checks
 * that hold a catalogue's own `fields` against a server (`catalogue:check`, the contract test).
 */

/** How the server reads a write field (the reference server's `FieldRule.kind`). */
export const WRITE_FIELD_KINDS = [
    'text',
    /** Integer. */
    'int',
    /** An amount in integer cents (a number or integer text; decimals refused). */
    'cents',
    'phone',
    /** One of `options`. */
    'enum',
    /** Several of `options`: an array, JSON text or comma text. */
    'multi',
    /** Unix seconds (10 digits), milliseconds (13 digits) or `YYYY-MM-DD[ HH:mm[:ss]]` China time. */
    'timestamp',
    /** Image URL: a path on the server, http(s) or a data:image URL. */
    'image',
    /** A list of strings sent as JSON text (a role's path_arr/api_arr). */
    'jsonList',
    /** 0/1, true/false. */
    'switch',
] as const;
export type WriteFieldKind = (typeof WRITE_FIELD_KINDS)[number];

/** The inputs of the console's generated forms (`FormField.kind`). */
export const FORM_INPUT_KINDS = [
    'text',
    'textarea',
    'number',
    'price',
    'phone',
    'noChinese',
    /**
     * A new password, masked: checked by the one password rule (protocol/passwordRule.ts), compared
     * with the form's `username` value; left empty (not `required`) it keeps the old one.
     */
    'password',
    /** One of the options as a select, or several with `multiple`. */
    'select',
    /** One of the options, shown as radio buttons. */
    'radio',
    /** Several of the options, shown as checkboxes and sent as a list. */
    'checkboxes',
    /** One checkbox, sent as 1/0; `required` means it must be ticked (an agreement). */
    'checkbox',
    'date',
    'datetime',
    'image',
    'switch',
    /** The catalogue's routes by section (a role's `path_arr`). */
    'routeTree',
    /** A role's API permissions (`api_arr`): calls grouped by page, following a routeTree field's ticks. */
    'apiTree',
    /** Two selects (province → city), the second sent under its own name. */
    'cascade',
] as const;
export type FormInputKind = (typeof FORM_INPUT_KINDS)[number];

/**
 * The inputs that can show each server kind, the usual one first: what the console shows a sent
 * field as (its `input` when it is one of these, else the first), and which catalogue fields a
 * server reading that kind accepts. Keyed by server kind, so a new one does not compile until it
 * has an input; `everyInputReadsSomething` below fails to compile when an input is read by none.
 */
export const INPUTS_OF_WRITE_KIND = {
    text: ['text', 'textarea', 'noChinese', 'password'],
    int: ['number', 'select', 'radio', 'cascade'],
    cents: ['price'],
    phone: ['phone'],
    enum: ['select', 'radio', 'cascade'],
    multi: ['checkboxes', 'select'],
    timestamp: ['datetime', 'date'],
    image: ['image'],
    jsonList: ['checkboxes', 'select', 'routeTree', 'apiTree'],
    switch: ['switch', 'checkbox'],
} as const satisfies Record<WriteFieldKind, readonly [FormInputKind, ...FormInputKind[]]>;

type ReadInput = (typeof INPUTS_OF_WRITE_KIND)[WriteFieldKind][number];
const everyInputReadsSomething: Record<Exclude<FormInputKind, ReadInput>, never> = {};
void everyInputReadsSomething;

/** Server kinds whose value is a list: the select that shows one takes several values. */
export const LIST_WRITE_KINDS: ReadonlySet<WriteFieldKind> = new Set(['multi', 'jsonList']);

/** Whether `input` can show a field the server reads as `kind`. */
export const inputShows = (kind: WriteFieldKind, input: FormInputKind) => (INPUTS_OF_WRITE_KIND[kind] as readonly FormInputKind[]).includes(input);

/** The input a field gets: the one asked for when it can show the kind, else the kind's usual one. */
export const inputOf = (kind: WriteFieldKind, input?: FormInputKind): FormInputKind =>
    input && inputShows(kind, input) ? input : INPUTS_OF_WRITE_KIND[kind][0];

export interface WriteFormOption {
    value: string | number;
    label: string;
    /** cascade: the second select's options under this one. */
    children?: WriteFormOption[];
}

/** One field of a definition's `form`, as it travels. */
export interface WriteFormField {
    name: string;
    kind: WriteFieldKind;
    /** The input the server suggests (one that can show `kind`); default the kind's usual one. */
    input?: FormInputKind;
    /** Shown as sent, in the caller's language. */
    label: string;
    required?: boolean;
    /** text: at most this many characters. */
    max_length?: number;
    /** int and cents: the smallest and largest value, in the value's own units (cents for cents). */
    min?: number;
    max?: number;
    /** enum, multi: the values accepted, with their labels (a cascade's with `children`). */
    options?: WriteFormOption[];
    /** A line under the input. */
    hint?: string;
    /** cascade: the field the second select fills. */
    second_name?: string;
}
