import dayjs from 'dayjs';
import type { FormField } from './FormField';
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
    return trimmed.split(',').map(part => part.trim()).filter(Boolean);
};

const priceDecimals = (field: FormField) => field.decimals ?? 2;

/** A record from the server as the form's inputs hold it. */
export const toFormValues = (fields: FormField[], record: Values | undefined): Values => {
    const values: Values = {};
    for (const field of fields) {
        const raw = record?.[field.name];
        switch (field.kind) {
            case 'price':
                values[field.name] = formatMinorUnits(raw, priceDecimals(field)) ?? '';
                break;
            case 'date':
            case 'datetime': {
                const time = raw === 0 || raw === '0' ? undefined : toDayjs(raw);
                values[field.name] = time ? time.format(field.kind === 'date' ? INPUT_FORMATS.date : INPUT_FORMATS['datetime-local']) : '';
                break;
            }
            case 'routeTree':
            case 'apiTree':
                values[field.name] = asList(raw);
                break;
            case 'switch':
                values[field.name] = raw === true || raw === 1 || raw === '1' || raw === 'true';
                break;
            case 'select':
                values[field.name] = field.multiple ? asList(raw) : text(raw);
                break;
            case 'cascade':
                values[field.name] = text(raw);
                if (field.secondName) values[field.secondName] = text(record?.[field.secondName]);
                break;
            default:
                values[field.name] = text(raw);
        }
    }
    return values;
};

/** An option value back in its own type: the inputs hold text, the server's options may be numbers. */
const optionValue = (field: FormField, value: string) => {
    const option = field.options?.find(candidate => String(candidate.value) === value);
    if (option) return option.value;
    return /^-?\d+$/.test(value) && value.length < 16 ? Number(value) : value;
};

/**
 * The form's values as the write call takes them (PROTOCOL.md §5 "Writes"): prices in cents,
 * dates in seconds, route lists as JSON text, switches 1/0, option values in their own type.
 */
export const toPayload = (fields: FormField[], values: Values): Values => {
    const payload: Values = {};
    for (const field of fields) {
        const raw = values[field.name];
        switch (field.kind) {
            case 'price':
                payload[field.name] = toMinorUnits(text(raw).trim(), priceDecimals(field)) ?? '';
                break;
            case 'number': {
                const typed = text(raw).trim();
                payload[field.name] = typed !== '' && Number.isFinite(Number(typed)) && typed.length < 16 ? Number(typed) : typed;
                break;
            }
            case 'date':
            case 'datetime': {
                const time = text(raw) ? dayjs(text(raw)) : undefined;
                payload[field.name] = time?.isValid() ? toSeconds(time) : '';
                break;
            }
            case 'routeTree':
            case 'apiTree':
                payload[field.name] = JSON.stringify(asList(raw));
                break;
            case 'switch':
                payload[field.name] = raw ? 1 : 0;
                break;
            case 'select':
                payload[field.name] = field.multiple ? asList(raw).map(one => optionValue(field, one)) : text(raw) === '' ? '' : optionValue(field, text(raw));
                break;
            case 'cascade':
                payload[field.name] = text(raw) === '' ? '' : optionValue(field, text(raw));
                if (field.secondName) {
                    const second = text(values[field.secondName]);
                    payload[field.secondName] = second === '' ? '' : optionValue(field, second);
                }
                break;
            default:
                payload[field.name] = typeof raw === 'string' ? raw.trim() : text(raw);
        }
    }
    return payload;
};
