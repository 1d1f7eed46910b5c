/**
 * How a call's input field is read. Every write of the domains reads its input through
 * `readFields` (domains/shared/validate.ts), so types, required fields, phones and amounts are
 * checked the same way everywhere and a bad input is refused before anything is written. The
 * rules live here, beside `Endpoint`, because an endpoint declares the ones it reads: the
 * OpenAPI document and the catalogue's contract test read them from the registry.
 */
export type FieldKind =
    | 'text'
    /** Integer. */
    | 'int'
    /** An amount in integer cents (a number or integer text; decimals refused), stored as sent. */
    | 'cents'
    | 'phone'
    /** One of `options`. */
    | 'enum'
    /** Several of `options`: an array, JSON text or comma text; stored as comma text. */
    | 'multi'
    /** Unix seconds (10 digits), milliseconds (13 digits) or `YYYY-MM-DD[ HH:mm[:ss]]` China time. */
    | 'timestamp'
    /** Image URL: a path on this server, http(s) or a data:image URL. */
    | 'image'
    /** A list of strings sent as JSON text (role path_arr/api_arr), stored as JSON text. */
    | 'jsonList'
    /** 0/1, true/false. Stored as 0/1. */
    | 'switch';

export interface FieldRule {
    /** Parameter name, also the column unless `column` says otherwise. */
    name: string;
    /** Chinese label used in messages. */
    title: string;
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
