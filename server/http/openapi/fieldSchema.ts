import { localize } from '../../i18n/LocalText';
import { PHONE_PATTERN } from '../../../protocol/phone';
import type { FieldKind, FieldRule } from '../../core/FieldRule';

export type JsonSchema = Record<string, unknown>;

const range = (rule: FieldRule, unit = '') => ({
    minimum: rule.min ?? 0,
    ...(rule.max !== undefined ? { maximum: rule.max } : {}),
    ...(unit ? { description: unit } : {}),
});

const options = (rule: FieldRule) => [...(rule.options ?? [])];

/**
 * The JSON Schema of each field kind, as `readFields` reads it (domains/shared/validate.ts): a
 * new kind does not compile until it is described here.
 */
const KIND_SCHEMAS: Record<FieldKind, (rule: FieldRule) => JsonSchema> = {
    text: rule => ({ type: 'string', ...(rule.max !== undefined ? { maxLength: rule.max } : {}) }),
    int: rule => ({ type: 'integer', ...range(rule) }),
    cents: rule => ({ type: 'integer', ...range(rule, 'an amount in cents (integer, or integer text)') }),
    phone: () => ({ type: 'string', pattern: PHONE_PATTERN.source }),
    enum: rule => ({ enum: options(rule) }),
    multi: rule => ({
        description: 'several of the options: a JSON array, JSON text of one, or comma text',
        oneOf: [{ type: 'array', items: { enum: options(rule) } }, { type: 'string' }],
    }),
    timestamp: () => ({
        description: 'Unix seconds (10 digits), milliseconds (13 digits), or YYYY-MM-DD[ HH:mm[:ss]] in China time',
        oneOf: [
            { type: 'integer', minimum: 0 },
            { type: 'string', pattern: '^(\\d{10}|\\d{13}|\\d{4}-\\d{2}-\\d{2}([ T]\\d{2}:\\d{2}(:\\d{2})?)?)$' },
        ],
    }),
    image: () => ({
        type: 'string',
        description: 'a path on this server, an http(s) URL, or a data:image/(png|jpeg|gif|webp|bmp|avif);base64 URL whose bytes are that type',
        pattern: '^(/|https?://|data:image/)\\S*$',
    }),
    jsonList: () => ({
        description: 'a list of strings, as JSON text (what the console sends) or a JSON array',
        oneOf: [
            { type: 'string', contentMediaType: 'application/json' },
            { type: 'array', items: { type: 'string' } },
        ],
    }),
    switch: () => ({ enum: [0, 1, '0', '1', true, false, 'true', 'false'] }),
};

/**
 * One field's schema with its rule: type, length, range, options, and the Chinese title the
 * refusals name it by. `partial`: the call changes only the fields it is sent (an update), so a
 * required field may be left out but not sent empty.
 */
export const fieldSchema = (rule: FieldRule, partial = false): JsonSchema => {
    const schema = KIND_SCHEMAS[rule.kind ?? 'text'](rule);
    const notes = [
        localize(rule.title, 'zh-cn'),
        typeof schema.description === 'string' ? schema.description : '',
        rule.required && partial ? 'may be left out, not sent empty' : '',
    ]
        .filter(Boolean)
        .join('; ');
    const notEmpty = rule.required && schema.type === 'string' ? { minLength: 1 } : {};
    return {
        ...schema,
        ...notEmpty,
        description: notes,
        ...(rule.unique ? { 'x-unique': rule.unique === 'global' ? 'across merchants' : 'per merchant' } : {}),
    };
};

/** The body or query object a call reads: its key, then its fields. */
export const fieldsSchema = (fields: readonly FieldRule[], key: FieldRule | undefined, partial = false): JsonSchema => {
    const all = key ? [key, ...fields] : [...fields];
    const required = all.filter(rule => rule.required && !(partial && rule !== key)).map(rule => rule.name);
    return {
        type: 'object',
        properties: Object.fromEntries(all.map(rule => [rule.name, fieldSchema(rule, partial && rule !== key)])),
        ...(required.length ? { required } : {}),
    };
};
