import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceOpenApi } from '../../../server/app';
import { loadServerConfig } from '../../../server/core/config';
import type { EndpointIndustry } from '../../../server/core/Endpoint';
import { domains } from '../../../server/domains';
import { isPublicPath } from '../../../protocol/publicPath';
import { createTestClient, type TestClient } from '../support/createTestClient';
import { signIn } from '../support/signedInServer';
import { startTestServer, type TestServer } from '../support/startTestServer';
import { widgetDeclaration } from '../declared/widgetDeclaration';

/**
 * The OpenAPI document of the reference server (docs/protocol.md §13): generated from the route
 * registry, valid by a maintained validator, committed as docs/openapi.json, served at
 * /openapi.json with the declared tables of the running server, and true: every call declares
 * its parameters, and a call sent without a parameter it marks required is refused.
 */

type Document = Awaited<ReturnType<typeof referenceOpenApi>>;
type Operation = { parameters?: Array<{ name?: string; required?: boolean }>; requestBody?: { content: Record<string, { schema: { required?: string[] } }> } };

let server: TestServer;
let document: Document;

beforeAll(async () => {
    server = await startTestServer();
    document = await referenceOpenApi(loadServerConfig({}, {}));
});
afterAll(async () => {
    await server?.close();
});

describe('the OpenAPI document', () => {
    it('is a valid OpenAPI 3.1 document, by @apidevtools/swagger-parser', async () => {
        expect(document.openapi).toBe('3.1.0');
        await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
    });

    it('is committed as docs/openapi.json: run `npm run docs:openapi` when this fails', async () => {
        const committed = JSON.parse(await readFile('docs/openapi.json', 'utf8'));
        expect(committed).toEqual(JSON.parse(JSON.stringify(document)));
    });

    it('is what the server serves at /openapi.json', async () => {
        const response = await fetch(`${server.url}/openapi.json`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/application\/json/);
        expect(await response.json()).toEqual(JSON.parse(JSON.stringify(document)));
    });

    it('holds every call and table of the registry, with its method, and declares every call’s parameters', () => {
        for (const endpoint of domains.flatMap(domain => domain.endpoints)) {
            const item = document.paths[`/${endpoint.path}`] as Record<string, Operation & { description?: string }>;
            expect(item, endpoint.path).toBeDefined();
            for (const method of endpoint.method === 'ANY' ? ['get', 'post'] : [endpoint.method.toLowerCase()])
                expect(item[method], `${method} ${endpoint.path}`).toBeDefined();
        }
        const undeclared = domains.flatMap(domain => domain.endpoints).filter(endpoint => endpoint.fields === undefined);
        expect(undeclared.map(endpoint => endpoint.path)).toEqual([]);
        for (const table of domains.flatMap(domain => domain.tables)) expect(document.paths[`/${table.api}`], table.api).toHaveProperty('get');
    });

    it('states the answer of a call that says it: the designer’s TableInfo, with its typed hidden columns', () => {
        const reply = (document.paths['/platform/designer/TableInfo'] as Record<string, { responses: Record<string, unknown> }>).get.responses['200'] as {
            content: Record<string, { schema: { allOf: Array<{ then?: { properties: { data: { properties: Record<string, { items?: unknown }> } } } }> } }>;
        };
        const data = reply.content['application/json'].schema.allOf[1].then!.properties.data;
        expect(data.properties.hidden_columns.items).toMatchObject({
            required: ['name', 'type'],
            properties: { type: { enum: expect.arrayContaining(['text', 'number']) }, kind: { enum: expect.arrayContaining(['switch']) } },
        });
    });

    it('states answers the calls hold to: TableList with the built-in tables uncounted, and the user info', async () => {
        const ajv = new Ajv({ strict: false });
        const answerOf = (path: string) => {
            const reply = (document.paths[`/${path}`] as Record<string, { responses: Record<string, unknown> }>).get.responses['200'] as {
                content: Record<string, { schema: { allOf: Array<{ then?: { properties: { data: Record<string, unknown> } } }> } }>;
            };
            return reply.content['application/json'].schema.allOf[1].then!.properties.data;
        };
        const platform = await signIn(server, 'platform', { encryption: false });
        for (const path of ['platform/designer/TableList', 'buyer/user/info']) {
            const check = ajv.compile(answerOf(path));
            const data = await platform.get(path);
            expect(check(data) ? [] : check.errors, path).toEqual([]);
        }
    });

    it('states the rules of a call: required, length, range, options, and signing as security', () => {
        const dealerSave = document.paths['/seller/dealer/DealerSave'] as Record<string, Operation & { security: unknown[] }>;
        const schema = dealerSave.post.requestBody!.content['application/json'].schema as {
            required: string[];
            properties: Record<string, Record<string, unknown>>;
        };
        expect(schema.required).toEqual(expect.arrayContaining(['name', 'contact', 'phone', 'province', 'city', 'business_scope']));
        expect(schema.properties.name).toMatchObject({ type: 'string', maxLength: 50 });
        expect(schema.properties.phone).toMatchObject({ pattern: '^1\\d{10}$' });
        expect(dealerSave.post.security).toEqual([{ accesstoken: [], signature: [] }]);
        const recharge = (document.paths['/seller/dealer/DealerRecharge'] as Record<string, Operation>).post.requestBody!.content['application/json']
            .schema as {
            required: string[];
            properties: Record<string, Record<string, unknown>>;
        };
        expect(recharge.required).toEqual(expect.arrayContaining(['id', 'type', 'amount']));
        expect(recharge.properties.amount).toMatchObject({ type: 'integer' });
        const login = document.paths['/public/user/login'] as Record<string, { security: unknown[] }>;
        expect(login.post.security).toEqual([]);
        const list = (document.paths['/seller/dealer/DealerList'] as Record<string, Operation>).get.parameters!.map(parameter => parameter.name);
        expect(list).toEqual(expect.arrayContaining(['page', 'limit', '_count_sum', 'sort', 'order', '_down_excel', '_excel_down_culumns', 'export_type']));
    });
});

describe('a declared table', () => {
    let dir: string;
    let declared: TestServer;
    beforeAll(async () => {
        dir = await mkdtemp(path.join(tmpdir(), 'mc-openapi-'));
        await writeFile(path.join(dir, 'widgets.json'), JSON.stringify(widgetDeclaration()));
        declared = await startTestServer({ tablesDir: dir, tablesDirIsDefault: false });
    });
    afterAll(async () => {
        await declared?.close();
        await rm(dir, { recursive: true, force: true });
    });

    it('appears in /openapi.json with its list, its filters and its calls, as declared', async () => {
        const served = (await (await fetch(`${declared.url}/openapi.json`)).json()) as Document;
        const list = (served.paths['/seller/widget/WidgetList'] as Record<string, Operation>).get.parameters!.map(parameter => parameter.name);
        expect(list).toEqual(expect.arrayContaining(['name', 'color', 'page']));
        const add = (served.paths['/seller/widget/WidgetAdd'] as Record<string, Operation>).post.requestBody!.content['application/json'].schema;
        expect(add.required).toEqual(['name', 'color']);
        expect(served.paths['/seller/widget/WidgetInfo']).toHaveProperty('get');
        await expect(SwaggerParser.validate(served as never)).resolves.toBeTruthy();
    });
});

describe('the parameters it marks required', () => {
    /** An account each industry set's calls serve (README, demo logins). */
    const ACCOUNT: Record<EndpointIndustry, [string, string]> = {
        all: ['admin', 'Admin@2026'],
        car: ['admin', 'Admin@2026'],
        offlinepay: ['bank', 'Bank@2026'],
        admin: ['platform', 'Platform@2026'],
    };
    const clients = new Map<string, Promise<TestClient>>();
    const clientOf = (industry: EndpointIndustry) => {
        const [username, password] = ACCOUNT[industry];
        let client = clients.get(username);
        if (!client) {
            client = createTestClient(server).then(async created => {
                await created.login(username, password);
                return created;
            });
            clients.set(username, client);
        }
        return client;
    };

    it('are required: every call sent without them is refused, for its input and not for its permission', async () => {
        const accepted: string[] = [];
        for (const endpoint of domains.flatMap(domain => domain.endpoints)) {
            const item = document.paths[`/${endpoint.path}`] as Record<string, Operation>;
            const method = endpoint.method === 'GET' ? 'get' : 'post';
            const operation = item[method];
            const required =
                method === 'get'
                    ? (operation.parameters ?? []).filter(
                          parameter => parameter.required && parameter.name && !['device', 'timestamp'].includes(parameter.name)
                      )
                    : (operation.requestBody?.content['application/json'].schema.required ?? []);
            if (required.length === 0 || endpoint.path === 'public/user/login') continue;
            const client = isPublicPath(endpoint.path) ? await createTestClient(server) : await clientOf(endpoint.industries);
            try {
                await (method === 'get' ? client.get(endpoint.path, {}, { hideError: true }) : client.post(endpoint.path, {}, { hideError: true }));
                accepted.push(`${method} ${endpoint.path}: accepted`);
            } catch (error) {
                const message = (error as Error).message;
                if (message.includes('没有此操作权限')) accepted.push(`${method} ${endpoint.path}: refused for its permission (${message})`);
            }
        }
        expect(accepted).toEqual([]);
    });
});
