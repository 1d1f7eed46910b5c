import type { WriteFieldKind } from '../../protocol/writeForm';
import type { LocalText } from '../i18n/LocalText';

/**
 * How a call's input field is read (the kinds and what each accepts: `protocol/writeForm.ts`,
 * the vocabulary a table definition's write form speaks). Every write of the domains reads its input through
 * `readFields` (domains/shared/validate.ts), so types, required fields, phones and amounts are
 * checked the same way everywhere and a bad input is refused before anything is written. The
 * rules live here, beside `Endpoint`, because an endpoint declares the ones it reads: the
 * OpenAPI document and the catalogue's contract test read them from the registry.
 */
export type FieldKind = WriteFieldKind;

export interface FieldRule {
    /** Parameter name, also the column unless `column` says otherwise. */
    name: string;
    /** The field's name in messages, written in the caller's language. */
    title: LocalText;
    kind?: FieldKind;
    required?: boolean;
    column?: string;
    /** text: maximum length; int/cents: maximum value (cents for cents). */
    max?: number;
    /** int/cents: minimum value; default 0 (a negative amount is allowed only where min says so). */
    min?: number;
    options?: ReadonlyArray<string | number>;
    /** Checked against the other rows (of the same merchant; `global`: of every merchant) on create and update. */
    unique?: boolean | 'global';
}

/** The rule of the record id every getOne, update, delete and action reads. */
export const idRule = (name = 'id'): FieldRule => ({ name, title: 'ID', kind: 'int', required: true, min: 1 });

/**
 * The record version a write was made against (docs/protocol.md §16): optional; a write that
 * names one is refused when the record has moved on since.
 */
export const versionRule: FieldRule = { name: '_version', title: '版本号', kind: 'int', min: 1 };
