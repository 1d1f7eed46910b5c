import dayjs from 'dayjs';
import type { FieldKind, FormField } from './FormField';
import { formatMinorUnits, toMinorUnits } from './decimal';
import { INPUT_FORMATS, toDayjs, toSeconds } from './timeValue';

type Values = Record<string, unknown>;

const text = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

const asList = (value: unknown): string[] => {
    if (Array.isArray(value)) return value.map(String);
    if (typeof value !== 'string' || value.trim() === '') return [];
    const trimmed = value.trim();
    if (trimmed.startsWith('[')) {
        try {
            const parsed: unknown = JSON.parse(trimmed);
            return Array.isArray(parsed) ? parsed.map(String) : [];
        } catch {
            return [];
        }
    }
    return trimmed
        .split(',')
        .map(part => part.trim())
        .filter(Boolean);
};

const priceDecimals = (field: FormField) => field.decimals ?? 2;

/** An option value back in its own type: the inputs hold text, the server's options may be numbers. */
const optionValue = (field: FormField, value: string) => {
    const option = field.options?.find(candidate => String(candidate.value) === value);
    if (option) return option.value;
    return /^-?\d+$/.test(value) && value.length < 16 ? Number(value) : value;
};

const oneOption = (field: FormField, raw: unknown) => (text(raw) === '' ? '' : optionValue(field, text(raw)));

const isOn = (raw: unknown) => raw === true || raw === 1 || raw === '1' || raw === 'true';

/** How one kind's value travels: `read` a record's value into the form, `write` the form's back. */
interface KindValues {
    read: (raw: unknown, field: FormField) => unknown;
    write: (raw: unknown, field: FormField) => unknown;
}

const plain: KindValues = { read: text, write: raw => (typeof raw === 'string' ? raw.trim() : text(raw)) };
const time: KindValues = {
    read: (raw, field) => {
        const value = raw === 0 || raw === '0' ? undefined : toDayjs(raw);
        return value ? value.format(field.kind === 'date' ? INPUT_FORMATS.date : INPUT_FORMATS['datetime-local']) : '';
    },
    write: raw => {
        const value = text(raw) ? dayjs(text(raw)) : undefined;
        return value?.isValid() ? toSeconds(value) : '';
    },
};
const routes: KindValues = { read: asList, write: raw => JSON.stringify(asList(raw)) };
const flag: KindValues = { read: isOn, write: raw => (raw ? 1 : 0) };
const choice: KindValues = { read: text, write: (raw, field) => oneOption(field, raw) };
const choices: KindValues = { read: asList, write: (raw, field) => asList(raw).map(one => optionValue(field, one)) };

/**
 * Each kind's wire conversion (docs/protocol.md §8 "Writes"): prices in cents, dates in seconds, route
 * lists as JSON text, switches 1/0, option values in their own type. A kind added to `FieldKind`
 * but not here is a compile error. A cascade's second select converts like its first.
 */
const kinds: Record<FieldKind, KindValues> = {
    text: plain,
    textarea: plain,
    phone: plain,
    noChinese: plain,
    password: plain,
    image: plain,
    price: {
        read: (raw, field) => formatMinorUnits(raw, priceDecimals(field)) ?? '',
        write: (raw, field) => toMinorUnits(text(raw).trim(), priceDecimals(field)) ?? '',
    },
    number: {
        read: text,
        write: raw => {
            const typed = text(raw).trim();
            return typed !== '' && Number.isFinite(Number(typed)) && typed.length < 16 ? Number(typed) : typed;
        },
    },
    date: time,
    datetime: time,
    routeTree: routes,
    apiTree: routes,
    switch: flag,
    checkbox: flag,
    select: {
        read: (raw, field) => (field.multiple ? asList(raw) : text(raw)),
        write: (raw, field) => (field.multiple ? choices.write(raw, field) : oneOption(field, raw)),
    },
    radio: choice,
    checkboxes: choices,
    cascade: choice,
};

/** The names a field fills: a cascade fills its second select's too. */
const namesOf = (field: FormField) => (field.kind === 'cascade' && field.secondName ? [field.name, field.secondName] : [field.name]);

/** A record from the server as the form's inputs hold it. */
export const toFormValues = (fields: FormField[], record: Values | undefined): Values =>
    Object.fromEntries(fields.flatMap(field => namesOf(field).map(name => [name, kinds[field.kind].read(record?.[name], field)])));

/** Whether a field is in play: always, or while the field it depends on holds its value. */
export const isFieldActive = (field: FormField, values: Values) => !field.when || text(values[field.when.field]) === field.when.is;

/**
 * The form's values as the write call takes them. A field out of play (`when`) is sent empty,
 * as a fresh form would hold it, so a value typed before switching is not sent.
 */
export const toPayload = (fields: FormField[], values: Values): Values =>
    Object.fromEntries(
        fields.flatMap(field => {
            const convert = kinds[field.kind];
            const active = isFieldActive(field, values);
            return namesOf(field).map(name => [name, convert.write(active ? values[name] : convert.read(undefined, field), field)]);
        })
    );

/**
 * The names of the payload whose value differs from what the form would send for `record`
 * untouched: what the operator changed, compared after the same conversions both ways, so a
 * value the form merely re-formats is never taken for a change.
 */
export const changedFields = (fields: FormField[], record: Values | undefined, payload: Values): string[] => {
    const untouched = toPayload(fields, toFormValues(fields, record));
    return Object.keys(payload).filter(name => JSON.stringify(payload[name] ?? null) !== JSON.stringify(untouched[name] ?? null));
};
