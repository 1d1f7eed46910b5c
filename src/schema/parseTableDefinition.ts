import type {
    ColumnDefinition,
    ColumnType,
    DefinitionOption,
    SearchDefinition,
    TableDefinition,
} from './TableDefinition';

const COLUMN_TYPES = new Set<ColumnType>([
    'text', 'datetime', 'datemonth', 'date', 'eqdate', 'time', 'eqtime', 'second',
    'select', 'checkbox', 'image', 'number', 'cascade', 'hide',
]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
    !!value && typeof value === 'object' && !Array.isArray(value);

const asBool = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

const asNumber = (value: unknown, fallback: number) => {
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
};

const parseOptions = (raw: unknown, where: string, problems: string[]): DefinitionOption[] => {
    if (raw === undefined || raw === null || raw === '') return [];
    if (!Array.isArray(raw)) {
        problems.push(`${where}: options is not a list`);
        return [];
    }
    return raw.flatMap(option => {
        if (!isRecord(option) || (typeof option.value !== 'string' && typeof option.value !== 'number')) {
            problems.push(`${where}: an option has no value`);
            return [];
        }
        const parsed: DefinitionOption = {
            value: option.value,
            label: typeof option.label === 'string' || typeof option.label === 'number' ? String(option.label) : String(option.value),
        };
        if (option.children !== undefined) parsed.children = parseOptions(option.children, where, problems);
        return [parsed];
    });
};

const parseType = (raw: unknown, where: string, problems: string[]): ColumnType => {
    if (raw === undefined || raw === null || raw === '') return 'text';
    if (typeof raw === 'string' && COLUMN_TYPES.has(raw as ColumnType)) return raw as ColumnType;
    problems.push(`${where}: unknown type "${String(raw)}", shown as text`);
    return 'text';
};

/**
 * Validates a server table definition. Whatever can be used is kept; everything else is
 * described in `problems` so the page can say what it could not show. Throws only when there
 * is nothing to show at all.
 */
export const parseTableDefinition = (raw: unknown): TableDefinition => {
    if (!isRecord(raw)) throw new Error('The table definition is not an object');
    const problems: string[] = [];
    const rows = isRecord(raw.rows) ? raw.rows : {};
    if (!isRecord(raw.rows)) problems.push('rows is missing or not an object');
    const order = Array.isArray(raw.column_names)
        ? raw.column_names.filter((name): name is string => typeof name === 'string')
        : Object.keys(rows);
    const columns: ColumnDefinition[] = [];
    for (const name of order) {
        const column = rows[name];
        if (!isRecord(column)) {
            problems.push(`column "${name}" has no definition`);
            continue;
        }
        const where = `column "${name}"`;
        const align = column.item_align;
        columns.push({
            name,
            title: typeof column.title === 'string' && column.title ? column.title : name,
            type: parseType(column.type, where, problems),
            sort: asBool(column.sort),
            decimal: Math.max(0, Math.trunc(asNumber(column.decimal, 0))),
            options: parseOptions(column.options, where, problems),
            itemWidth: column.item_width === undefined ? undefined : asNumber(column.item_width, 0) || undefined,
            itemAlign: align === 'left' || align === 'center' || align === 'right' ? align : undefined,
            sum: asBool(column.sum),
            showTableRow: column.showTableRow === undefined ? true : asBool(column.showTableRow),
        });
    }
    const search: SearchDefinition[] = [];
    const rawSearch = raw.top_search ?? [];
    if (!Array.isArray(rawSearch)) problems.push('top_search is not a list');
    for (const item of Array.isArray(rawSearch) ? rawSearch : []) {
        if (!isRecord(item) || typeof item.name !== 'string' || !item.name) {
            problems.push('a search field has no name');
            continue;
        }
        const where = `search "${item.name}"`;
        const cascades: Record<string, DefinitionOption[]> = {};
        if (isRecord(item.cascades)) {
            for (const [key, options] of Object.entries(item.cascades)) {
                cascades[key] = parseOptions(options, where, problems);
            }
        }
        search.push({
            name: item.name,
            title: typeof item.title === 'string' && item.title ? item.title : item.name,
            type: parseType(item.type, where, problems),
            options: parseOptions(item.options, where, problems),
            cascades,
            secondName: typeof item.second_name === 'string' && item.second_name ? item.second_name : undefined,
        });
    }
    if (columns.length === 0) throw new Error('The table definition has no usable column');
    const pk = typeof raw.pk === 'string' && raw.pk ? raw.pk : 'id';
    return {
        pk,
        limit: Math.max(1, Math.trunc(asNumber(raw.limit, 10))),
        exportType: asNumber(raw.export_type, 0),
        showSum: asBool(raw.show_sum),
        showExcel: asBool(raw.show_excel),
        showExcelAsync: asBool(raw.show_excel_async),
        showExcelImport: asBool(raw.show_excel_import),
        columns,
        search,
        problems,
    };
};
