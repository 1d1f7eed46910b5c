import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../server/domains/core/demoAccounts';
import { domains } from '../../../server/domains';
import { fieldRulesByCall } from '../../../server/domains/shared/declaredFields';
import type { FieldRule } from '../../../server/domains/shared/validate';
import { writeFormField } from '../../../server/domains/shared/writeFormField';
import { formDisagreements as disagreements } from '../../../scripts/catalogueCheck/formDisagreements';
import { parseTableDefinition } from '../../../src/dataProvider/parseTableDefinition';
import type { FormField } from '../../../src/forms/FormField';
import { apiKeyOf } from '../../../src/permissions/apiGrants';
import { catalogue } from '../../../src/app/catalogue';
import type { CatalogueEntry } from '../../../src/resources/types';
import { startTestServer, type TestServer } from '../support/startTestServer';

/**
 * The console's catalogue is the one statement of which calls each route makes and what each
 * form sends; the server is the other side of the same contract. This file holds the two
 * together: every call the catalogue names is registered (with the method the console uses),
 * and every form's fields agree with the server's rules for its call.
 */

type Method = 'GET' | 'POST';

interface NamedCall {
    /** Where the catalogue names it: `/cars/list/manageShow calls.delete`. */
    source: string;
    call: string;
    /** The method the console uses; `ANY`: a custom page's call, either will do. */
    method: Method | 'ANY';
}

const byPath = new Map(catalogue.map(entry => [entry.path, entry]));
const listOf = (entry: CatalogueEntry) => (entry.parent ? byPath.get(entry.parent) : undefined);

const optionCalls = (source: string, fields: readonly FormField[] | undefined): NamedCall[] =>
    (fields ?? []).flatMap(field =>
        field.optionsApi ? [{ source: `${source} ${field.name}.optionsApi`, call: field.optionsApi, method: 'GET' as const }] : []
    );

/** Every call the catalogue names, with the method the console makes it with (src/dataProvider). */
const namedCalls = (): NamedCall[] =>
    catalogue.flatMap(entry => {
        const at = (what: string) => `${entry.path} ${what}`;
        const calls = entry.calls ?? {};
        const action = entry.action && entry.action !== 'delete' ? entry.action : undefined;
        const counters = [entry.badge, ...(entry.tabs ?? []).map(tab => tab.count)].flatMap(count => (count ? [count.call] : []));
        return [
            ...(entry.api ? [{ source: at('api'), call: entry.api, method: 'GET' as const }] : []),
            ...(calls.getOne ? [{ source: at('calls.getOne'), call: calls.getOne, method: 'GET' as const }] : []),
            ...(calls.create ? [{ source: at('calls.create'), call: calls.create, method: 'POST' as const }] : []),
            ...(calls.update ? [{ source: at('calls.update'), call: calls.update, method: 'POST' as const }] : []),
            // A delete ending in `=` is a GET with the id appended, any other a POST {pk: id}.
            ...(calls.delete
                ? [{ source: at('calls.delete'), call: calls.delete, method: calls.delete.endsWith('=') ? ('GET' as const) : ('POST' as const) }]
                : []),
            // A download is opened as a signed URL (a GET), any other action posted.
            ...(action ? [{ source: at('action.call'), call: action.call, method: action.download ? ('GET' as const) : ('POST' as const) }] : []),
            ...(entry.apis ?? []).map(call => ({ source: at('apis'), call, method: 'ANY' as const })),
            ...counters.map(call => ({ source: at('badge/tab count'), call, method: 'GET' as const })),
            ...optionCalls(at('fields'), entry.fields),
            ...optionCalls(at('action.fields'), action?.fields),
        ];
    });

interface Form {
    route: string;
    call: string;
    fields: readonly FormField[];
}

/** Every form the console renders and the call it submits to: create, edit, settings and action routes. */
const forms = (): Form[] =>
    catalogue.flatMap((entry): Form[] => {
        const list = listOf(entry);
        const fields = entry.fields ?? list?.fields ?? [];
        if (entry.kind === 'create' && list?.calls?.create) return [{ route: entry.path, call: list.calls.create, fields }];
        if (entry.kind === 'edit' && list?.calls?.update) return [{ route: entry.path, call: list.calls.update, fields }];
        if (entry.kind === 'page' && !entry.component && entry.calls?.update)
            return [{ route: entry.path, call: entry.calls.update, fields: entry.fields ?? [] }];
        if (entry.kind === 'action' && entry.action && entry.action !== 'delete')
            return [{ route: entry.path, call: entry.action.call, fields: entry.action.fields ?? [] }];
        return [];
    });

/** The rules of a call as the console reads them from a definition's write form (protocol/writeForm.ts). */
const asDefinitionForm = (rules: readonly FieldRule[]) => parseTableDefinition({ rows: { id: {} }, form: rules.map(rule => writeFormField(rule)) }).form ?? [];

/** What differs between a form and the rules of its call; empty when they agree. */
const formDisagreements = ({ route, call, fields }: Form, rules: readonly FieldRule[]): string[] =>
    disagreements(fields, asDefinitionForm(rules)).map(problem => `${route} → ${call}: ${problem}`);

describe('the catalogue and the server state one contract', () => {
    let server: TestServer;
    beforeAll(async () => {
        server = await startTestServer();
    });
    afterAll(() => server?.close());

    /**
     * Whether the running server has a route for the call: an unknown one is answered with HTTP
     * 404 before anything else is looked at. Sent without a session, so a known one is refused
     * (unsigned, no token) without running.
     */
    const registered = async (method: Method, call: string): Promise<boolean> => {
        const response = await fetch(
            `${server.url}/api/v1/${apiKeyOf(call)}`,
            method === 'POST' ? { method, headers: { 'content-type': 'application/json' }, body: '{}' } : {}
        );
        await response.text();
        return response.status !== 404;
    };

    const unregistered = async (calls: readonly NamedCall[]) => {
        const missing: string[] = [];
        for (const { source, call, method } of calls) {
            const methods: Method[] = method === 'ANY' ? ['GET', 'POST'] : [method];
            const found = await Promise.all(methods.map(candidate => registered(candidate, call)));
            if (!found.some(Boolean)) missing.push(`${source}: ${method} ${call}`);
        }
        return missing;
    };

    it('registers every call the catalogue names, with the method the console uses', async () => {
        const calls = namedCalls();
        // Every kind of naming is covered, so a change that drops one from namedCalls shows here.
        for (const kind of ['api', 'calls.getOne', 'calls.create', 'calls.update', 'calls.delete', 'action.call', 'apis', 'badge/tab count', 'optionsApi']) {
            expect(
                calls.some(call => call.source.includes(kind)),
                kind
            ).toBe(true);
        }
        expect(await unregistered(calls)).toEqual([]);
    });

    it('answers 404 for a call it does not have, which is what the check above relies on', async () => {
        const calls: NamedCall[] = [
            { source: '/x/list api', call: 'seller/cars/NoSuchList', method: 'GET' },
            { source: '/x/list calls.delete', call: 'seller/role/roledel?id=', method: 'GET' },
        ];
        expect(await unregistered(calls)).toEqual(['/x/list api: GET seller/cars/NoSuchList']);
        expect(await registered('GET', 'seller/cars/CarList')).toBe(true);
        expect(await registered('POST', 'seller/dealer/DealerAudit')).toBe(true);
        // DealerAudit is a POST only: the console's method matters.
        expect(await registered('GET', 'seller/dealer/DealerAudit')).toBe(false);
    });

    it('grants the demo roles only routes of the catalogue and calls the server has', async () => {
        const roles = demoAccounts.flatMap(account => (account.role ? [account.role] : []));
        expect(roles.length).toBeGreaterThan(0);
        for (const role of roles) {
            expect(
                role.path_arr.filter(path => !byPath.has(path)),
                role.name
            ).toEqual([]);
            expect(await unregistered(role.api_arr.map(call => ({ source: `${role.name} api_arr`, call, method: 'ANY' as const })))).toEqual([]);
        }
    });
});

describe('each form of the catalogue sends what its call reads', () => {
    const rules = fieldRulesByCall(domains.flatMap(domain => domain.endpoints));

    it('declares the rules of every call a form submits to', () => {
        const withFields = forms().filter(form => form.fields.length > 0);
        expect(withFields.length).toBeGreaterThan(20);
        expect(withFields.filter(form => !rules.has(apiKeyOf(form.call))).map(form => `${form.route} → ${form.call}`)).toEqual([]);
    });

    it('matches by name, kind, required flag and maximum length', () => {
        const problems = forms().flatMap(form => {
            const declared = rules.get(apiKeyOf(form.call));
            return declared ? formDisagreements(form, declared) : [];
        });
        expect(problems).toEqual([]);
    });

    it('names a disagreement precisely', () => {
        const form: Form = {
            route: '/x/edit',
            call: 'x/Edit',
            fields: [
                { name: 'title', label: 'x', kind: 'text', required: true, maxLength: 50 },
                { name: 'phone', label: 'x', kind: 'phone' },
                { name: 'tags', label: 'x', kind: 'select' },
                { name: 'extra', label: 'x', kind: 'text' },
            ],
        };
        const rules: FieldRule[] = [
            { name: 'title', title: { 'zh-cn': '标题' }, max: 60 },
            { name: 'phone', title: { 'zh-cn': '电话' }, kind: 'phone' },
            { name: 'tags', title: { 'zh-cn': '标签' }, kind: 'multi', options: [1] },
            { name: 'code', title: { 'zh-cn': '编码' }, required: true },
        ];
        expect(formDisagreements(form, rules)).toEqual([
            '/x/edit → x/Edit: title is required in the form, not on the server',
            '/x/edit → x/Edit: title takes at most 50 characters in the form, 60 on the server',
            '/x/edit → x/Edit: tags is a single select, the server reads it as multi',
            '/x/edit → x/Edit: the form sends extra, the server reads no such field',
            '/x/edit → x/Edit: the server reads code (required), the form has no such field',
        ]);
    });
});
