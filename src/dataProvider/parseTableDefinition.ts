import { PROTOCOL_COLUMN_TYPES } from '../../protocol/columnTypes';
import { FORM_INPUT_KINDS, WRITE_FIELD_KINDS, inputOf, inputShows, type FormInputKind, type WriteFieldKind } from '../../protocol/writeForm';
import type {
    ColumnDefinition,
    ColumnType,
    DefinitionFormField,
    DefinitionOption,
    DefinitionProblem,
    SearchDefinition,
    TableDefinition,
} from './TableDefinition';

const COLUMN_TYPES = new Set<ColumnType>(['text', ...PROTOCOL_COLUMN_TYPES]);
const WRITE_KINDS = new Set<string>(WRITE_FIELD_KINDS);
const INPUT_KINDS = new Set<string>(FORM_INPUT_KINDS);

/** Thrown when nothing at all can be shown; the message is a translation key. */
export class UnusableDefinitionError extends Error {
    constructor(key: 'mc.schema.problem.notObject' | 'mc.schema.problem.noColumns') {
        super(key);
        this.name = 'UnusableDefinitionError';
    }
}

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

const asBool = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

const asNumber = (value: unknown, fallback: number) => {
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
};

const asText = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : typeof value === 'number' ? String(value) : undefined);

const problem = (key: string, values?: Record<string, string>): DefinitionProblem => ({ key: `mc.schema.problem.${key}`, values });

const parseOptions = (raw: unknown, where: string, problems: DefinitionProblem[]): DefinitionOption[] => {
    if (raw === undefined || raw === null || raw === '') return [];
    if (!Array.isArray(raw)) {
        problems.push(problem('optionsNotList', { where }));
        return [];
    }
    return raw.flatMap(option => {
        if (!isRecord(option) || (typeof option.value !== 'string' && typeof option.value !== 'number')) {
            problems.push(problem('optionNoValue', { where }));
            return [];
        }
        const parsed: DefinitionOption = { value: option.value, label: asText(option.label) ?? String(option.value) };
        if (option.children !== undefined) parsed.children = parseOptions(option.children, where, problems);
        return [parsed];
    });
};

const knownType = (raw: unknown): ColumnType | undefined => (typeof raw === 'string' && COLUMN_TYPES.has(raw as ColumnType) ? (raw as ColumnType) : undefined);

const parseType = (raw: unknown, where: string, problems: DefinitionProblem[]): ColumnType => {
    if (raw === undefined || raw === null || raw === '') return 'text';
    const known = knownType(raw);
    if (known) return known;
    problems.push(problem('unknownType', { where, type: typeof raw === 'object' ? JSON.stringify(raw) : String(raw) }));
    return 'text';
};

const parseColumn = (name: string, column: Record<string, unknown>, problems: DefinitionProblem[]): ColumnDefinition => {
    const align = column.item_align;
    return {
        name,
        title: asText(column.title) ?? name,
        type: parseType(column.type, name, problems),
        sort: asBool(column.sort),
        decimal: Math.min(18, Math.max(0, Math.trunc(asNumber(column.decimal, 0)))),
        options: parseOptions(column.options, name, problems),
        itemWidth: column.item_width === undefined ? undefined : asNumber(column.item_width, 0) || undefined,
        itemAlign: align === 'left' || align === 'center' || align === 'right' ? align : undefined,
        sum: asBool(column.sum),
        showTableRow: column.showTableRow === undefined ? true : asBool(column.showTableRow),
    };
};

const parseSearch = (raw: unknown, problems: DefinitionProblem[]): SearchDefinition[] => {
    if (raw === undefined || raw === null) return [];
    if (!Array.isArray(raw)) {
        problems.push(problem('searchNotList'));
        return [];
    }
    return raw.flatMap(item => {
        if (!isRecord(item) || typeof item.name !== 'string' || !item.name) {
            problems.push(problem('searchNoName'));
            return [];
        }
        const cascades: Record<string, DefinitionOption[]> = {};
        if (isRecord(item.cascades)) {
            for (const [key, options] of Object.entries(item.cascades)) cascades[key] = parseOptions(options, item.name, problems);
        } else if (item.cascades !== undefined && item.cascades !== null) {
            problems.push(problem('cascadesNotObject', { where: item.name }));
        }
        // Servers write other frameworks' search types (`input`, `keyword`): a text search is what
        // they mean, so it is one, with nothing to report.
        const type = knownType(item.type) ?? 'text';
        const secondName = typeof item.second_name === 'string' && item.second_name ? item.second_name : undefined;
        if (type === 'cascade' && !secondName) problems.push(problem('cascadeNoSecond', { where: item.name }));
        return [
            {
                name: item.name,
                title: asText(item.title) ?? item.name,
                type,
                options: parseOptions(item.options, item.name, problems),
                cascades,
                secondName,
            },
        ];
    });
};

const asInteger = (value: unknown): number | undefined => {
    const n = asNumber(value, Number.NaN);
    return Number.isSafeInteger(n) ? n : undefined;
};

/**
 * The write form (absent: the server sends none). A field without a name or with a kind the
 * protocol does not have is left out; an input that cannot show its kind falls back to the
 * kind's usual one (protocol/writeForm.ts); both are reported.
 */
const parseForm = (raw: unknown, problems: DefinitionProblem[]): DefinitionFormField[] | undefined => {
    if (raw === undefined || raw === null) return undefined;
    if (!Array.isArray(raw)) {
        problems.push(problem('formNotList'));
        return undefined;
    }
    return raw.flatMap((item, i): DefinitionFormField[] => {
        const name = isRecord(item) && typeof item.name === 'string' && item.name ? item.name : undefined;
        if (!isRecord(item) || !name || typeof item.kind !== 'string' || !WRITE_KINDS.has(item.kind)) {
            problems.push(problem('formFieldInvalid', { where: name ?? `#${i + 1}` }));
            return [];
        }
        const kind = item.kind as WriteFieldKind;
        const asked = typeof item.input === 'string' && INPUT_KINDS.has(item.input) ? (item.input as FormInputKind) : undefined;
        if (item.input !== undefined && item.input !== null && item.input !== '' && !(asked && inputShows(kind, asked)))
            problems.push(problem('formInputInvalid', { where: name, type: String(item.input) }));
        const secondName = typeof item.second_name === 'string' && item.second_name ? item.second_name : undefined;
        // A cascade needs the name its second select fills.
        const input = asked === 'cascade' && !secondName ? inputOf(kind) : inputOf(kind, asked);
        const field: DefinitionFormField = { name, kind, input, label: asText(item.label) ?? name, required: asBool(item.required) };
        const maxLength = asInteger(item.max_length);
        if (maxLength !== undefined && maxLength > 0) field.maxLength = maxLength;
        const min = asInteger(item.min);
        const max = asInteger(item.max);
        if (min !== undefined) field.min = min;
        if (max !== undefined) field.max = max;
        if (item.options !== undefined && item.options !== null) field.options = parseOptions(item.options, name, problems);
        const hint = asText(item.hint);
        if (hint) field.hint = hint;
        if (input === 'cascade') field.secondName = secondName;
        return [field];
    });
};

/**
 * Validates a server table definition. Whatever can be used is kept; everything else is
 * listed in `problems` so the page can say what it could not show. Throws (a translation key)
 * only when there is nothing to show at all.
 */
export const parseTableDefinition = (raw: unknown): TableDefinition => {
    if (!isRecord(raw)) throw new UnusableDefinitionError('mc.schema.problem.notObject');
    const problems: DefinitionProblem[] = [];
    const rows = isRecord(raw.rows) ? raw.rows : {};
    if (!isRecord(raw.rows)) problems.push(problem('rowsMissing'));
    if (raw.column_names !== undefined && !Array.isArray(raw.column_names)) problems.push(problem('columnNamesNotList'));
    const order = Array.isArray(raw.column_names) ? raw.column_names.filter((name): name is string => typeof name === 'string') : Object.keys(rows);
    const columns: ColumnDefinition[] = [];
    for (const name of order) {
        const column = rows[name];
        if (isRecord(column)) columns.push(parseColumn(name, column, problems));
        else problems.push(problem('columnMissing', { where: name }));
    }
    if (columns.length === 0) throw new UnusableDefinitionError('mc.schema.problem.noColumns');
    const pk = typeof raw.pk === 'string' && raw.pk ? raw.pk : 'id';
    if (raw.pk !== undefined && pk !== raw.pk) problems.push(problem('pkInvalid'));
    const limit = Math.trunc(asNumber(raw.limit, Number.NaN));
    if (raw.limit !== undefined && !(limit >= 1)) problems.push(problem('limitInvalid'));
    const form = parseForm(raw.form, problems);
    return {
        pk,
        limit: limit >= 1 ? Math.min(limit, 500) : 10,
        exportType: asNumber(raw.export_type, 0),
        showSum: asBool(raw.show_sum),
        showExcel: asBool(raw.show_excel),
        showExcelAsync: asBool(raw.show_excel_async),
        showExcelImport: asBool(raw.show_excel_import),
        versioned: asBool(raw.versioned),
        history: asBool(raw.history),
        columns,
        search: parseSearch(raw.top_search, problems),
        ...(form ? { form } : {}),
        problems,
    };
};
