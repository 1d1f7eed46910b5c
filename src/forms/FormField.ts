import type { FormInputKind } from '../../protocol/writeForm';

/**
 * The kinds of a generated form's fields (listed, with what each is, in `protocol/writeForm.ts`,
 * beside the server kinds each can show). Every table keyed by kind (inputs, rules, values) is a
 * `Record<FieldKind, …>`, so a kind added there is a compile error until each one handles it.
 */
export type FieldKind = FormInputKind;

/** An option of a select, radio group, checkbox group or cascade (label: translation key or text). */
export interface FieldOption {
    value: string | number;
    label: string;
    /** cascade: the options of the second select when this one is chosen. */
    children?: Array<{ value: string | number; label: string }>;
}

/** The rules whose message a field may word its own way (`FormField.messages`). */
export type FieldRuleName = 'required' | 'maxLength' | 'phone' | 'pattern';

export interface FormField {
    name: string;
    /** Translation key. */
    label: string;
    kind: FieldKind;
    required?: boolean;
    /** Static options (labels are translation keys), or a call answering `[{value, label}]`. */
    options?: FieldOption[];
    optionsApi?: string;
    /** optionsApi answering a generic-table page (`{data: rows}`): the row fields of value and label. */
    optionValue?: string;
    optionLabel?: string;
    /**
     * number/price: decimals allowed (price default 2). A price is shown in yuan with these
     * decimals and travels as an integer in minor units (cents): docs/protocol.md §9.2 amounts.
     */
    decimals?: number;
    maxLength?: number;
    /** number/price: the smallest and largest value, as the wire carries it (cents for a price). */
    min?: number;
    max?: number;
    /** Translation key of a hint shown under the field (or a server's text, shown as is). */
    hint?: string;
    /** cascade: the field the second select fills. */
    secondName?: string;
    /** cascade: translation key of the second select's own label (it then shows its own error). */
    secondLabel?: string;
    /** select: several values, sent as a list. */
    multiple?: boolean;
    /** apiTree: the routeTree field whose ticked pages grant their calls. */
    pages?: string;
    /** price: a leading minus sign is allowed (an amount that deducts, docs/console.md §5 hint). */
    signed?: boolean;
    /** text kinds: what a filled value must match (message: `messages.pattern`). */
    pattern?: RegExp;
    /**
     * Translation keys worded for this form instead of the generic `mc.form.*` ones; each is
     * given `label` (also as `field`) and `max`.
     */
    messages?: Partial<Record<FieldRuleName, string>>;
    /**
     * Shown, checked and sent only while another field holds this value; otherwise sent empty
     * (a 4S store's brand, a dealer's business scope).
     */
    when?: { field: string; is: string };
}
