import { isPublicPath } from '../../../protocol/publicPath';
import { FORM_INPUT_KINDS, WRITE_FIELD_KINDS } from '../../../protocol/writeForm';
import type { Endpoint } from '../../core/Endpoint';
import { versionRule } from '../../core/FieldRule';
import { FILE_TYPES, type FileType } from '../../core/FileReply';
import { localize } from '../../i18n/LocalText';
import type { RouteRegistry } from '../RouteRegistry';
import { fieldSchema, fieldsSchema, type JsonSchema } from './fieldSchema';
import { tablePathItem } from './tableOperations';

const HEADER_PARAMETERS = {
    device: { name: 'device', in: 'header', required: true, schema: { const: 'web' }, description: 'always web' },
    timestamp: {
        name: 'timestamp',
        in: 'header',
        required: true,
        schema: { type: 'string', pattern: '^\\d{1,12}$' },
        description: 'Unix seconds, corrected by the server offset; signed calls more than 300 s off are refused (docs/protocol.md §2, §3)',
    },
    supplieruid: {
        name: 'supplieruid',
        in: 'header',
        required: false,
        schema: { type: 'string' },
        description: "the session's suid, or empty; another merchant's ends the session (data: login)",
    },
    ignoreencryption: {
        name: 'ignoreencryption',
        in: 'header',
        required: false,
        schema: { enum: ['1'] },
        description: '1: the reply is plain JSON rather than the encrypted envelope (docs/protocol.md §4)',
    },
} as const;

const headerRefs = Object.keys(HEADER_PARAMETERS).map(name => ({ $ref: `#/components/parameters/${name}` }));

const components = (marker: string) => ({
    securitySchemes: {
        accesstoken: {
            type: 'apiKey',
            in: 'header',
            name: 'accesstoken',
            description: 'the access token of login or refresh (docs/protocol.md §6); a URL opened in a new window carries it in the query',
        },
        signature: {
            type: 'apiKey',
            in: 'header',
            name: 'signature',
            description:
                'the signature of the parameters, timestamp and accesstoken (docs/protocol.md §2); a URL opened in a new window carries it in the query',
        },
    },
    parameters: HEADER_PARAMETERS,
    schemas: {
        Envelope: {
            type: 'object',
            required: ['status', 'msg', 'data'],
            properties: {
                status: { type: 'boolean', description: 'false: refused, nothing written (still HTTP 200)' },
                msg: { type: 'string', description: 'ok, or why the call was refused; contains 没有此操作权限 when the caller lacks the permission' },
                data: { description: 'the answer; on a refusal null, "login" (the session is over) or "refresh_captcha" (reload the captcha)' },
            },
        },
        EncryptedEnvelope: {
            type: 'string',
            pattern: `^${marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}_[0-9a-f]+$`,
            description: `${marker}_ then the lowercase hex of AES-256-CBC (PKCS#7) over the envelope's UTF-8 JSON; key and IV from config.json (docs/protocol.md §4)`,
        },
        TableDefinition: {
            type: 'object',
            required: ['pk', 'column_names', 'rows', 'top_search'],
            properties: {
                pk: { type: 'string' },
                limit: { type: 'integer' },
                export_type: { type: 'integer' },
                show_sum: { type: 'boolean' },
                show_excel: { type: 'boolean' },
                show_excel_async: { type: 'boolean' },
                show_excel_import: { type: 'boolean' },
                column_names: { type: 'array', items: { type: 'string' } },
                rows: { type: 'object', additionalProperties: { type: 'object' } },
                top_search: { type: 'array', items: { type: 'object' } },
                versioned: { type: 'boolean', description: 'rows carry _version and writes accept it (docs/protocol.md §16)' },
                history: { type: 'boolean', description: 'the records keep a history: seller/history/Record* (docs/protocol.md §16)' },
                form: {
                    type: 'array',
                    description:
                        'the fields the create and update calls read, with their kinds, rules and suggested inputs (docs/protocol.md §9.1, "The write form")',
                    items: {
                        type: 'object',
                        required: ['name', 'kind', 'label'],
                        properties: {
                            name: { type: 'string' },
                            kind: { type: 'string', enum: [...WRITE_FIELD_KINDS] },
                            input: { type: 'string', enum: [...FORM_INPUT_KINDS] },
                            label: { type: 'string' },
                            required: { type: 'boolean' },
                            max_length: { type: 'integer' },
                            min: { type: 'integer' },
                            max: { type: 'integer' },
                            options: { type: 'array', items: { type: 'object', required: ['value', 'label'] } },
                            hint: { type: 'string' },
                            second_name: { type: 'string' },
                        },
                    },
                },
            },
        },
        Conflict: {
            type: 'object',
            description: 'data of a stale versioned write (docs/protocol.md §16)',
            required: ['conflict'],
            properties: {
                conflict: {
                    type: 'object',
                    required: ['_version', 'record', 'changed'],
                    properties: {
                        _version: { type: 'integer', description: 'the record version now' },
                        record: { type: 'object', description: 'the record now, as its getOne answers it' },
                        changed: { type: 'array', items: { type: 'string' }, description: 'the fields changed since the caller version' },
                    },
                },
            },
        },
        ExportTask: { type: 'object', properties: { id: { type: 'integer' }, status: { enum: [0, 1, 2] } } },
        ImportResult: {
            type: 'object',
            required: ['total', 'inserted', 'failed', 'errors'],
            properties: {
                total: { type: 'integer' },
                inserted: { type: 'integer' },
                failed: { type: 'integer' },
                errors: { type: 'array', items: { type: 'object', properties: { row: { type: 'integer' }, msg: { type: 'string' } } } },
            },
        },
    },
});

/** Signed calls need both; public ones (a path with /public/) neither. */
const securityOf = (path: string) => (isPublicPath(path) ? [] : [{ accesstoken: [], signature: [] }]);

const tagOf = (path: string) =>
    path
        .split('/')
        .slice(0, path.startsWith('addons/') ? 2 : 1)
        .join('/');

const VERSIONED_WRITE =
    'With `_version` (the version the caller read), a write against a record that has moved on since writes nothing and is refused: status false, the message 该记录已被他人修改 in the caller language, and data.conflict = {_version, record, changed} (docs/protocol.md §16). Without it, the write is taken as before.';

const envelopeReply = (fileType?: FileType, answers?: Endpoint['answers']) => {
    // The media type alone: the document's content map is keyed without parameters.
    const file = fileType && FILE_TYPES[fileType].contentType.split(';')[0];
    const envelope = { $ref: '#/components/schemas/Envelope' };
    return {
        '200': {
            description: file ? `the file, or the envelope of a refusal` : 'the envelope (encrypted unless ignoreencryption: 1)',
            content: {
                // Where the call states its answer: the envelope's `data` when it is not refused.
                'application/json': {
                    schema: answers
                        ? { allOf: [envelope, { if: { properties: { status: { const: true } } }, then: { properties: { data: answers } } }] }
                        : envelope,
                },
                'text/plain': { schema: { $ref: '#/components/schemas/EncryptedEnvelope' } },
                ...(file ? { [file]: { schema: { type: 'string', contentMediaType: file } } } : {}),
            },
        },
    };
};

const operation = (endpoint: Endpoint, method: 'GET' | 'POST') => {
    const declared = endpoint.fields !== undefined;
    // A versioned write also reads the version it was made against (docs/protocol.md §16).
    const fields = [...(endpoint.fields ?? []), ...(endpoint.versioned ? [versionRule] : [])];
    const base: Record<string, unknown> = {
        tags: [tagOf(endpoint.path)],
        operationId: `${method} ${endpoint.path}`,
        'x-industries': endpoint.industries,
        ...(endpoint.anyRole ? { 'x-any-role': true } : {}),
        ...(endpoint.versioned ? { 'x-versioned': true } : {}),
        ...(declared ? (endpoint.versioned ? { description: VERSIONED_WRITE } : {}) : { description: 'Its parameters are not declared (Endpoint.fields).' }),
        security: securityOf(endpoint.path),
        responses: envelopeReply(endpoint.answersFile, endpoint.answers),
    };
    if (method === 'GET') {
        const all = endpoint.key ? [endpoint.key, ...fields] : fields;
        return {
            ...base,
            parameters: [
                ...headerRefs,
                ...all.map(rule => ({
                    name: rule.name,
                    in: 'query',
                    required: !!rule.required && !(endpoint.partial && rule !== endpoint.key),
                    description: localize(rule.title, 'zh-cn'),
                    schema: fieldSchema(rule, endpoint.partial && rule !== endpoint.key),
                })),
            ],
        };
    }
    const body: JsonSchema = fieldsSchema(fields, endpoint.key, endpoint.partial);
    return { ...base, parameters: headerRefs, requestBody: { required: true, content: { 'application/json': { schema: body } } } };
};

export interface OpenApiOptions {
    /** The encryption marker of the server's config.json. */
    encryptionMarker: string;
    /** Calls served beside the route registry (the live stream), by path under /api/v1. */
    extraPaths?: Record<string, Record<string, unknown>>;
}

/**
 * The OpenAPI 3.1 document of a server's route registry: every endpoint with its method and the
 * rules of its parameters (`Endpoint.fields` and `key`, the ones its handler reads), every
 * generic table with its filters, columns, exports and import, the envelope, and the signing
 * headers as security. Served at `/openapi.json`; `npm run docs:openapi` commits it.
 */
export const openApiDocument = (registry: RouteRegistry, { encryptionMarker, extraPaths = {} }: OpenApiOptions) => {
    const paths: Record<string, Record<string, unknown>> = { ...extraPaths };
    for (const endpoint of registry.endpoints()) {
        const methods = endpoint.method === 'ANY' ? (['GET', 'POST'] as const) : [endpoint.method];
        const item = (paths[`/${endpoint.path}`] ??= {});
        for (const method of methods) item[method.toLowerCase()] = operation(endpoint, method);
    }
    for (const table of registry.tables()) {
        paths[`/${table.api}`] = tablePathItem(table, { parameters: headerRefs, security: securityOf(table.api), tag: tagOf(table.api) });
    }
    const sorted = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
    return {
        openapi: '3.1.0',
        info: {
            title: 'Merchant Center /v1',
            version: '1',
            description:
                'The calls of the reference server, generated from its route registry. The wire rules (signing, envelope, encryption, the generic table protocol) are in docs/protocol.md. Every reply is HTTP 200 with the envelope; a refusal has status false.',
        },
        servers: [{ url: '/api/v1' }],
        paths: sorted,
        components: components(encryptionMarker),
    };
};
