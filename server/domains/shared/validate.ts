import { ProtocolError } from '../../core/ProtocolError';
import { PHONE_PATTERN } from '../../../protocol/phone';
import { message, titleParam } from '../../i18n/Message';
import { idRule, type FieldKind, type FieldRule } from '../../core/FieldRule';

export { idRule, type FieldKind, type FieldRule } from '../../core/FieldRule';

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const INT = /^-?\d{1,15}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const CHINA_OFFSET = 8 * 3600;

/** The first bytes of each raster type a data URL may declare (WebP and AVIF also at byte 8 / 4). */
const RASTER_MAGIC: Record<string, (bytes: Buffer) => boolean> = {
    png: b => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    jpeg: b => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
    gif: b => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1')),
    webp: b => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
    bmp: b => b.subarray(0, 2).toString('latin1') === 'BM',
    avif: b => b.subarray(4, 12).toString('latin1') === 'ftypavif',
};

/**
 * A `data:image/…;base64,` URL whose bytes are the raster image it declares. SVG (it can carry
 * script), other types and content that does not match its declared type (HTML renamed as
 * png) are refused: an upload may be hostile.
 */
const isRasterDataUrl = (text: string) => {
    const match = /^data:image\/(png|jpeg|jpg|gif|webp|bmp|avif);base64,([A-Za-z0-9+/]+={0,2})$/.exec(text);
    if (!match) return false;
    const bytes = Buffer.from(match[2].slice(0, 64), 'base64');
    return RASTER_MAGIC[match[1] === 'jpg' ? 'jpeg' : match[1]](bytes);
};

const bad = (rule: FieldRule): never => {
    throw new ProtocolError(message('{title}格式不正确', { title: titleParam(rule.title) }));
};

const scalarText = (rule: FieldRule, value: unknown): string => {
    if (typeof value === 'string') return value.trim();
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    return bad(rule);
};

const checkRange = (rule: FieldRule, value: number) => {
    const min = rule.min ?? 0;
    const title = titleParam(rule.title);
    if (value < min) throw new ProtocolError(message('{title}不能小于{min}', { title, min }));
    if (rule.max !== undefined && value > rule.max) throw new ProtocolError(message('{title}不能大于{max}', { title, max: rule.max }));
};

/** Amounts are checked in cents and said in yuan. */
const checkAmountRange = (rule: FieldRule, cents: number) => {
    const min = rule.min ?? 0;
    const title = titleParam(rule.title);
    if (cents < min) throw new ProtocolError(message('{title}不能小于{min}元', { title, min: min / 100 }));
    if (rule.max !== undefined && cents > rule.max) throw new ProtocolError(message('{title}不能大于{max}元', { title, max: rule.max / 100 }));
};

/** Cents as yuan text for messages and the operator log: 123456 → "1234.56". */
export const centsToYuan = (cents: number | string): string => {
    const value = BigInt(cents);
    const sign = value < 0n ? '-' : '';
    const abs = value < 0n ? -value : value;
    return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

const readTimestamp = (rule: FieldRule, value: unknown): number => {
    const text = scalarText(rule, value);
    if (/^\d{10}$/.test(text)) return Number(text);
    if (/^\d{13}$/.test(text)) return Math.floor(Number(text) / 1000);
    const match = DATE.exec(text);
    if (!match) return bad(rule);
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
    const ms = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s);
    const check = new Date(ms);
    if (check.getUTCMonth() !== +mo - 1 || check.getUTCDate() !== +d || +h > 23 || +mi > 59 || +s > 59) return bad(rule);
    return ms / 1000 - CHINA_OFFSET;
};

const readList = (rule: FieldRule, value: unknown): string[] => {
    let list: unknown = value;
    if (typeof value === 'string') {
        const text = value.trim();
        if (text.startsWith('[')) {
            try {
                list = JSON.parse(text);
            } catch {
                return bad(rule);
            }
        } else {
            list = text === '' ? [] : text.split(',');
        }
    }
    if (!Array.isArray(list) || list.some(item => typeof item !== 'string' && typeof item !== 'number')) return bad(rule);
    return [...new Set(list.map(item => String(item).trim()).filter(item => item !== ''))];
};

/** How each kind reads a non-blank value: a new kind does not compile until it is read. */
const READERS: Record<FieldKind, (rule: FieldRule, value: unknown) => unknown> = {
    text: (rule, value) => {
        if (typeof value !== 'string' && typeof value !== 'number') return bad(rule);
        const text = String(value).trim();
        if (rule.max !== undefined && [...text].length > rule.max) {
            throw new ProtocolError(message('{title}不能超过{max}个字', { title: titleParam(rule.title), max: rule.max }));
        }
        return text;
    },
    int: (rule, value) => {
        const text = scalarText(rule, value);
        if (!INT.test(text)) return bad(rule);
        checkRange(rule, Number(text));
        return Number(text);
    },
    cents: (rule, value) => {
        // One unit on the wire (the console sends prices in cents): "1588.00" is refused
        // rather than guessed at, since yuan and cents cannot be told apart from the value.
        const text = scalarText(rule, value);
        if (!INT.test(text)) throw new ProtocolError(message('{title}格式不正确，金额应为以分为单位的整数', { title: titleParam(rule.title) }));
        const cents = Number(text);
        checkAmountRange(rule, cents);
        return cents;
    },
    phone: (rule, value) => {
        const text = scalarText(rule, value);
        if (!PHONE_PATTERN.test(text)) throw new ProtocolError(message('{title}格式不正确，请输入以1开头的11位手机号', { title: titleParam(rule.title) }));
        return text;
    },
    enum: (rule, value) => {
        const text = scalarText(rule, value);
        const option = rule.options?.find(o => String(o) === text);
        if (option === undefined) throw new ProtocolError(message('{title}的取值不正确', { title: titleParam(rule.title) }));
        return option;
    },
    multi: (rule, value) => {
        const list = readList(rule, value);
        if (list.some(item => !rule.options?.some(o => String(o) === item)))
            throw new ProtocolError(message('{title}的取值不正确', { title: titleParam(rule.title) }));
        return list.join(',');
    },
    timestamp: readTimestamp,
    image: (rule, value) => {
        const text = scalarText(rule, value);
        if (!/^(\/|https?:\/\/|data:image\/)/.test(text) || /\s/.test(text)) return bad(rule);
        if (text.startsWith('data:') && !isRasterDataUrl(text)) return bad(rule);
        return text;
    },
    jsonList: (rule, value) => {
        if (typeof value !== 'string' && !Array.isArray(value)) return bad(rule);
        if (typeof value === 'string' && !value.trim().startsWith('[')) return bad(rule);
        return JSON.stringify(readList(rule, value));
    },
    switch: (rule, value) => {
        const text = scalarText(rule, String(value));
        if (['1', 'true'].includes(text)) return 1;
        if (['0', 'false'].includes(text)) return 0;
        return bad(rule);
    },
};

const readOne = (rule: FieldRule, value: unknown): unknown => READERS[rule.kind ?? 'text'](rule, value);

/** What an optional field left empty is stored as: columns are NOT NULL with these defaults. */
const BLANK_VALUES: Record<FieldKind, (rule: FieldRule) => unknown> = {
    text: () => '',
    phone: () => '',
    multi: () => '',
    image: () => '',
    int: () => 0,
    cents: () => 0,
    timestamp: () => 0,
    switch: () => 0,
    jsonList: () => '[]',
    enum: rule => rule.options?.[0] ?? null,
};

const blankValue = (rule: FieldRule): unknown => BLANK_VALUES[rule.kind ?? 'text'](rule);

const missingMessage = (rule: FieldRule) =>
    message(['enum', 'multi', 'timestamp', 'image', 'switch'].includes(rule.kind ?? 'text') ? '请选择{title}' : '请填写{title}', {
        title: titleParam(rule.title),
    });

/**
 * Reads and checks the fields of a write. `partial`: absent fields are left out (an update
 * changes only what it was sent); otherwise a missing required field is refused. Answers the
 * values keyed by column.
 */
export const readFields = (params: Record<string, unknown>, rules: FieldRule[], { partial = false }: { partial?: boolean } = {}): Record<string, unknown> => {
    const values: Record<string, unknown> = {};
    for (const rule of rules) {
        const raw = params[rule.name];
        const column = rule.column ?? rule.name;
        if (isBlank(raw) || (Array.isArray(raw) && raw.length === 0)) {
            if (rule.required && !(partial && raw === undefined)) throw new ProtocolError(missingMessage(rule));
            if (!partial || raw !== undefined) values[column] = blankValue(rule);
            continue;
        }
        values[column] = readOne(rule, raw);
    }
    return values;
};

/** Reads one field: `readField(params, {name: 'id', title: 'ID', kind: 'int', required: true})`. */
export const readField = <T = unknown>(params: Record<string, unknown>, rule: FieldRule): T => readFields(params, [rule])[rule.column ?? rule.name] as T;

/** The record id every getOne, update, delete and action reads. */
export const readId = (params: Record<string, unknown>, name = 'id'): number => readField<number>(params, idRule(name));
