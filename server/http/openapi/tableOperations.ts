import type { ColumnSpec, SearchSpec, ServerColumnType, TableSpec } from '../../tables/TableSpec';
import { FILE_TYPES } from '../../core/FileReply';
import { ROWS_BY_KEY_LIMIT, ROWS_BY_KEY_PARAM } from '../../../protocol/liveEvents';
import { localize } from '../../i18n/LocalText';
import type { JsonSchema } from './fieldSchema';

/** The document describes the reference language's texts. */
const zh = (text: Parameters<typeof localize>[0]) => localize(text, 'zh-cn');

/** What a cell of each column type holds in a row (docs/protocol.md §9.2). */
const CELL_SCHEMAS: Record<ServerColumnType, (column: ColumnSpec) => JsonSchema> = {
    text: () => ({ type: ['string', 'number', 'null'] }),
    datetime: () => ({ type: ['integer', 'null'], description: 'Unix seconds' }),
    datemonth: () => ({ type: ['integer', 'null'], description: 'Unix seconds' }),
    date: () => ({ type: ['integer', 'null'], description: 'Unix seconds' }),
    eqdate: () => ({ type: ['integer', 'null'], description: 'Unix seconds' }),
    time: () => ({ type: ['integer', 'null'], description: 'Unix seconds' }),
    eqtime: () => ({ type: ['integer', 'null'], description: 'Unix seconds' }),
    second: () => ({ type: ['integer', 'null'], description: 'a duration in seconds' }),
    select: column => ({ description: `one of: ${(column.options ?? []).map(o => `${o.value} ${zh(o.label)}`).join(', ')}` }),
    checkbox: () => ({ type: ['string', 'null'], description: 'option values joined with ,' }),
    image: () => ({ type: ['string', 'null'], description: 'an image URL' }),
    number: column =>
        column.decimal
            ? { type: ['integer', 'string', 'null'], description: `an integer in 1/10^${column.decimal} units` }
            : { type: ['number', 'string', 'null'] },
    cascade: () => ({ description: 'an option value of the cascade' }),
    hide: () => ({}),
};

/** How each filter type is sent (docs/protocol.md §9.4). */
const FILTER_SCHEMAS: Record<ServerColumnType, (search: SearchSpec) => JsonSchema> = {
    text: () => ({ type: 'string', description: 'rows whose value contains it, case-insensitive' }),
    select: search => ({ enum: (search.options ?? []).map(o => o.value), description: 'rows equal to it' }),
    checkbox: () => ({ type: 'string', description: 'values joined with ,: rows equal to any' }),
    datetime: () => ({ type: 'string', pattern: '^\\d*,\\d*$', description: 'start,end in Unix seconds (13 digits: milliseconds)' }),
    time: () => ({ type: 'string', pattern: '^\\d*,\\d*$', description: 'start,end in Unix seconds (13 digits: milliseconds)' }),
    date: () => ({ type: 'string', pattern: '^\\d*,\\d*$', description: 'the first second of the first day and the last second of the last' }),
    datemonth: () => ({ type: 'string', pattern: '^\\d*,\\d*$', description: 'the first second of the first month and the last second of the last' }),
    eqdate: () => ({ type: 'string', pattern: '^\\d*,\\d*$', description: "the day's start,end in Unix seconds" }),
    eqtime: () => ({ type: 'string', pattern: '^\\d+$', description: 'one instant in Unix seconds' }),
    number: () => ({ type: 'string', pattern: '^-?[\\d.]*(,-?[\\d.]*)?$', description: 'min,max; either side may be empty' }),
    second: () => ({ type: 'string', pattern: '^-?[\\d.]*(,-?[\\d.]*)?$', description: 'min,max in seconds; either side may be empty' }),
    cascade: search => ({ description: `the first value; the second goes in ${search.second_name ?? 'second_name'}` }),
    image: () => ({ type: 'string' }),
    hide: () => ({ type: 'string' }),
};

const query = (name: string, schema: JsonSchema, description: string) => ({ name, in: 'query', required: false, description, schema });

const filterParameters = (spec: TableSpec) =>
    spec.top_search.flatMap(search => [
        query(search.name, FILTER_SCHEMAS[search.type ?? 'text'](search), `filter「${zh(search.title)}」(${search.type || 'text'})`),
        ...(search.type === 'cascade' && search.second_name
            ? [query(search.second_name, { type: 'string' }, `filter「${zh(search.title)}」, the second select`)]
            : []),
    ]);

const rowSchema = (spec: TableSpec): JsonSchema => ({
    type: 'object',
    properties: {
        ...Object.fromEntries(
            Object.entries(spec.columns).map(([name, column]) => [name, { ...CELL_SCHEMAS[column.type ?? 'text'](column), title: zh(column.title) }])
        ),
        ...(spec.versioned ? { _version: { type: 'integer', minimum: 1, description: 'the record version (docs/protocol.md §16)' } } : {}),
    },
});

const sortable = (spec: TableSpec) => Object.entries(spec.columns).flatMap(([name, column]) => (column.sort ? [name] : []));

const envelopeOf = (data: JsonSchema) => ({
    allOf: [{ $ref: '#/components/schemas/Envelope' }, { type: 'object', properties: { data } }],
});

/**
 * The path item of one generic table (docs/protocol.md §9): its GET answers the definition, a
 * page of rows, an export, a queued export or the import template, by its parameters; its POST
 * imports when the definition offers it.
 */
export const tablePathItem = (spec: TableSpec, common: { parameters: unknown[]; security: unknown[]; tag: string }) => {
    const rows = { type: 'array', items: rowSchema(spec) };
    const exportParameters = spec.show_excel
        ? [
              query('_down_excel', { enum: ['1'] }, 'synchronous export: answers an xlsx of every matching row (a signed URL opened in a new window)'),
              query('_excel_file_name', { type: 'string' }, 'the name of the exported file'),
          ]
        : [];
    const taskParameters = spec.show_excel_async
        ? [
              query('_excel_down_culumns', { type: 'string' }, 'queued export: the columns, joined with , (spelled so)'),
              query('export_type', { enum: ['1', '2'] }, 'queued export: 1 the current page, 2 the rows whose key is in ids'),
              query('ids', { type: 'string' }, `queued export of type 2: ${spec.pk} values joined with ,`),
          ]
        : [];
    const get = {
        tags: [common.tag],
        operationId: `table ${spec.api}`,
        summary: `Generic table ${spec.api}`,
        description:
            'Without page: the table definition. With page: a page of rows (with _count_sum=true also count and totalrow). With _down_excel, _excel_down_culumns/export_type or _down_excel_import_tpl: an export, a queued export task, or the import template (docs/protocol.md §9).',
        'x-industries': spec.industries,
        parameters: [
            ...common.parameters,
            {
                name: 'If-None-Match',
                in: 'header',
                required: false,
                schema: { type: 'string' },
                description:
                    'the definition call only: the ETag of a definition the caller holds; HTTP 304 without a body when it is still the one this caller would get (docs/protocol.md §9.1)',
            },
            query('page', { type: 'integer', minimum: 1 }, 'the page, from 1; absent: the definition'),
            query('limit', { type: 'integer', minimum: 1, default: spec.limit ?? 10 }, 'rows per page'),
            query('_count_sum', { enum: ['true', 'false'] }, 'true: also count and totalrow (the first page)'),
            query('sort', { enum: sortable(spec) }, 'the column to sort by'),
            query('order', { enum: ['true', 'false'] }, 'true ascending, false descending'),
            query(
                ROWS_BY_KEY_PARAM,
                { type: 'string' },
                `with page: only the rows whose ${spec.pk} is one of these (joined with ,, at most ${ROWS_BY_KEY_LIMIT}), within the filters given (docs/protocol.md §17.3)`
            ),
            ...filterParameters(spec),
            ...exportParameters,
            ...taskParameters,
            ...(spec.show_excel_import ? [query('_down_excel_import_tpl', { enum: ['1'] }, 'answers the import template (xlsx)')] : []),
        ],
        security: common.security,
        responses: {
            '200': {
                description: 'the envelope (encrypted unless ignoreencryption: 1), or an xlsx file',
                headers: {
                    ETag: {
                        description:
                            "the definition call only: the definition's validator, weak, differing wherever the definition does (language, merchant, role, declaration)",
                        schema: { type: 'string' },
                    },
                },
                content: {
                    'application/json': {
                        schema: envelopeOf({
                            oneOf: [
                                { $ref: '#/components/schemas/TableDefinition' },
                                {
                                    type: 'object',
                                    required: ['data'],
                                    properties: { data: rows, count: { type: 'integer' }, totalrow: { type: 'object' } },
                                },
                                { $ref: '#/components/schemas/ExportTask' },
                            ],
                        }),
                    },
                    'text/plain': { schema: { $ref: '#/components/schemas/EncryptedEnvelope' } },
                    [FILE_TYPES.xlsx.contentType]: { schema: { type: 'string', contentMediaType: FILE_TYPES.xlsx.contentType } },
                },
            },
            '304': {
                description: "the definition call with an If-None-Match naming the current definition's ETag: unchanged, no body",
                headers: { ETag: { description: "the definition's validator", schema: { type: 'string' } } },
            },
        },
    };
    if (!spec.show_excel_import) return { get };
    const post = {
        tags: [common.tag],
        operationId: `import ${spec.api}`,
        summary: `Import into ${spec.api}`,
        description: 'An xlsx with the header row of the template; a file with any bad row inserts nothing (docs/protocol.md §9.8).',
        'x-industries': spec.industries,
        parameters: common.parameters,
        security: common.security,
        requestBody: {
            required: true,
            content: {
                'multipart/form-data': {
                    schema: {
                        type: 'object',
                        required: ['file', '_excel_import'],
                        properties: {
                            file: { type: 'string', contentMediaType: FILE_TYPES.xlsx.contentType, description: 'the xlsx (or xls) file' },
                            _excel_import: { enum: ['1'] },
                            timestamp: { type: 'string', description: 'the header value, signed as a text field' },
                        },
                    },
                },
            },
        },
        responses: {
            '200': {
                description: 'the envelope',
                content: {
                    'application/json': { schema: envelopeOf({ $ref: '#/components/schemas/ImportResult' }) },
                    'text/plain': { schema: { $ref: '#/components/schemas/EncryptedEnvelope' } },
                },
            },
        },
    };
    return { get, post };
};
