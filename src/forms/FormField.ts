/** A form field of a generated create/edit form. */
export type FieldKind =
    | 'text'
    | 'textarea'
    | 'number'
    | 'price'
    | 'phone'
    | 'noChinese'
    | 'select'
    | 'date'
    | 'datetime'
    | 'image'
    | 'switch'
    | 'routeTree'
    /** A role's API permissions (`api_arr`): calls grouped by page, following the `pages` field's ticks. */
    | 'apiTree'
    /** Two selects (province → city): options and `cascades` from the list definition's search of the same name. */
    | 'cascade';

export interface FormField {
    name: string;
    /** Translation key. */
    label: string;
    kind: FieldKind;
    required?: boolean;
    /** Static options (labels are translation keys), or a call answering `[{value, label}]`. */
    options?: Array<{ value: string | number; label: string }>;
    optionsApi?: string;
    /** optionsApi answering a generic-table page (`{data: rows}`): the row fields of value and label. */
    optionValue?: string;
    optionLabel?: string;
    /**
     * number/price: decimals allowed (price default 2). A price is shown in yuan with these
     * decimals and travels as an integer in minor units (cents): PROTOCOL.md §5 amounts.
     */
    decimals?: number;
    maxLength?: number;
    /** Translation key of a hint shown under the field. */
    hint?: string;
    /** cascade: the field the second select fills. */
    secondName?: string;
    /** select: several values, sent as a list. */
    multiple?: boolean;
    /** apiTree: the routeTree field whose ticked pages grant their calls. */
    pages?: string;
    /** price: a leading minus sign is allowed (an amount that deducts, SPEC.md §5 hint). */
    signed?: boolean;
}
