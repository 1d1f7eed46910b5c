import { isApiError } from '../../src/dataProvider/ApiError';
import type { HttpClient } from '../../src/dataProvider/httpClient';
import { parseTableDefinition, UnusableDefinitionError } from '../../src/dataProvider/parseTableDefinition';
import type { ResourceCalls } from '../../src/dataProvider/ResourceCalls';
import type { DefinitionProblem, TableDefinition } from '../../src/dataProvider/TableDefinition';
import en from '../../src/i18n/messages/en/schema';
import { formDisagreements, type ComparedField } from './formDisagreements';

/** What the check reads of a catalogue entry's form field, built-in (`CatalogueEntry`) or from an extension file. */
export interface CheckedField extends ComparedField {
    /** Read by the permission rules (a field's option list is a call the role must grant). */
    optionsApi?: string;
}

export interface CheckedEntry {
    path: string;
    kind: string;
    api?: string;
    parent?: string;
    calls?: ResourceCalls;
    fields?: readonly CheckedField[];
    action?: 'delete' | { call: string; fields?: readonly CheckedField[] };
    badge?: { call: string; params?: Record<string, string | number> };
    tabs?: ReadonlyArray<{ count?: { call: string; params?: Record<string, string | number> } }>;
    /** Per-language texts of the list's columns, by column (or search field) name. */
    columns?: Readonly<Record<string, unknown>>;
    component?: unknown;
}

export interface EntryReport {
    path: string;
    /** error: something does not match; skip: not for this account (or nothing to check). */
    status: 'ok' | 'error' | 'skip';
    problems: string[];
    /** Worth knowing, not an error: form fields the list does not show, probes left out. */
    notes: string[];
}

const problemText = ({ key, values = {} }: DefinitionProblem): string => {
    const template = (en.schema.problem as Record<string, string>)[key.replace('mc.schema.problem.', '')] ?? key;
    return template.replace(/%\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
};

const errorText = (error: unknown): string => {
    if (isApiError(error)) {
        if (error.status === 404) return 'not found (HTTP 404)';
        if (error.kind === 'http') return `HTTP ${error.status}`;
        if (error.kind === 'malformed') return 'the answer is not the protocol envelope';
        return error.message;
    }
    return (error as Error).message;
};

interface ListFacts {
    definition?: TableDefinition;
    error?: string;
    /** The key of the first row, for getOne and update probes. */
    firstId?: unknown;
}

/**
 * Goes through catalogue entries against a signed-in deployment and reports, per entry, what
 * does not match: the list definition's problems (the console's own parser), form fields the
 * definition does not know, where an entry's own `fields` and the definition's write form
 * disagree (reported on the entry that gives them), a create or edit route with no form from
 * either, and every named call that does not answer. Writes are probed only
 * with a call missing a required field (create: nothing; update: the key and one required field
 * blank; delete and actions: a blank key), which the server must refuse; one it accepts is
 * reported. Each call is probed once, however many entries name it.
 */
export const checkCatalogue = async (
    http: HttpClient,
    entries: readonly CheckedEntry[],
    permitted: (entry: CheckedEntry) => boolean
): Promise<EntryReport[]> => {
    const byPath = new Map(entries.map(entry => [entry.path, entry]));
    const probes = new Map<string, Promise<string | undefined>>();
    /** A read answers, or its failure as text. */
    const read = (label: string, call: string, params: Record<string, unknown> = {}) =>
        once(`GET ${call} ${JSON.stringify(params)}`, async () => {
            try {
                await http.request(call, { method: 'GET', params: params as never, hideError: true });
                return undefined;
            } catch (error) {
                return `${label} ${call}: ${errorText(error)}`;
            }
        });
    /** A write missing a required field must be refused by the server (a protocol refusal, not a transport fault). */
    const dryWrite = (label: string, call: string, send: () => Promise<unknown>) =>
        once(`WRITE ${call}`, async () => {
            try {
                await send();
                return `${label} ${call}: accepted a write missing a required field; the server must refuse it`;
            } catch (error) {
                return isApiError(error) && error.kind === 'server' ? undefined : `${label} ${call}: ${errorText(error)}`;
            }
        });
    const once = (key: string, probe: () => Promise<string | undefined>) => {
        let result = probes.get(key);
        if (!result) probes.set(key, (result = probe()));
        return result;
    };

    const lists = new Map<string, Promise<ListFacts>>();
    const listFacts = (api: string) => {
        let facts = lists.get(api);
        if (!facts) {
            facts = (async (): Promise<ListFacts> => {
                let definition: TableDefinition;
                try {
                    definition = parseTableDefinition(await http.request(api, { hideError: true }));
                } catch (error) {
                    if (error instanceof UnusableDefinitionError) return { error: `definition of ${api}: ${problemText({ key: error.message })}` };
                    return { error: `list ${api}: ${errorText(error)}` };
                }
                try {
                    const page = await http.request<{ data?: Array<Record<string, unknown>> }>(api, {
                        method: 'GET',
                        params: { page: 1, limit: 1 },
                        hideError: true,
                    });
                    return { definition, firstId: page?.data?.[0]?.[definition.pk] };
                } catch (error) {
                    return { definition, error: `rows of ${api}: ${errorText(error)}` };
                }
            })();
            lists.set(api, facts);
        }
        return facts;
    };

    const listOf = (entry: CheckedEntry): CheckedEntry | undefined => (entry.parent ? byPath.get(entry.parent) : undefined);
    const childFields = (list: CheckedEntry, kind: string, definition: TableDefinition | undefined): readonly Pick<CheckedField, 'name' | 'required'>[] =>
        entries.find(entry => entry.parent === list.path && entry.kind === kind)?.fields ?? list.fields ?? definition?.form ?? [];
    /** The entry's own fields against the server's write form, when both are given. */
    const disagreements = (fields: readonly CheckedField[] | undefined, definition: TableDefinition | undefined, api: string) =>
        fields && definition?.form ? formDisagreements(fields, definition.form).map(problem => `write form of ${api}: ${problem}`) : [];
    const unknownFields = (definition: TableDefinition | undefined, fields: readonly CheckedField[] | undefined) => {
        if (!definition || !fields?.length) return [];
        const known = new Set(definition.columns.map(column => column.name));
        const unknown = fields.filter(field => !known.has(field.name)).map(field => field.name);
        return unknown.length ? [`form fields the list definition does not know: ${unknown.join(', ')}`] : [];
    };

    const checkList = async (entry: CheckedEntry, api: string, report: EntryReport) => {
        const facts = await listFacts(api);
        if (facts.error) report.problems.push(facts.error);
        report.problems.push(...(facts.definition?.problems ?? []).map(p => `definition of ${api}: ${problemText(p)}`));
        report.problems.push(...disagreements(entry.fields, facts.definition, api));
        if (facts.definition && entry.columns) {
            const known = new Set([...facts.definition.columns, ...facts.definition.search].map(column => column.name));
            const unknown = Object.keys(entry.columns).filter(name => !known.has(name));
            if (unknown.length) report.problems.push(`column texts for columns the definition of ${api} does not have: ${unknown.join(', ')}`);
        }
        const pk = facts.definition?.pk ?? 'id';
        const calls = { ...entry.calls };
        // A write whose own route this account may not open (a shared list only the platform
        // writes) is not probed: its refusal would say nothing of the server.
        for (const [call, route] of [
            ['create', 'create'],
            ['update', 'edit'],
            ['delete', 'delete'],
        ] as const) {
            const child = entries.find(
                candidate =>
                    candidate.parent === entry.path &&
                    (route === 'delete' ? candidate.kind === 'action' && candidate.action === 'delete' : candidate.kind === route)
            );
            if (calls[call] && child && !permitted(child)) {
                report.notes.push(`${call} ${calls[call]} not tried: ${child.path} is not open to this account`);
                delete calls[call];
            }
        }
        const probesOfEntry: Array<Promise<string | undefined>> = [];
        if (calls.getOne) {
            if (facts.firstId === undefined) report.notes.push(`getOne ${calls.getOne} not tried: the list has no rows`);
            else probesOfEntry.push(read('getOne', calls.getOne, { [pk]: facts.firstId }));
        }
        if (calls.create) {
            const create = calls.create;
            probesOfEntry.push(dryWrite('create', create, () => http.request(create, { body: {}, hideError: true })));
        }
        if (calls.update) {
            const update = calls.update;
            const required = childFields(entry, 'edit', facts.definition).find(field => field.required);
            if (!required) report.notes.push(`update ${update} not tried: its form has no required field to leave blank`);
            else if (facts.firstId === undefined) report.notes.push(`update ${update} not tried: the list has no rows`);
            else
                probesOfEntry.push(
                    dryWrite('update', update, () => http.request(update, { body: { [pk]: facts.firstId as string, [required.name]: '' }, hideError: true }))
                );
        }
        if (calls.delete) {
            const remove = calls.delete;
            probesOfEntry.push(
                dryWrite('delete', remove, () =>
                    remove.endsWith('=')
                        ? http.request(remove, { method: 'GET', hideError: true })
                        : http.request(remove, { body: { [pk]: '' }, hideError: true })
                )
            );
        }
        for (const count of [entry.badge, ...(entry.tabs ?? []).map(tab => tab.count)]) {
            if (count) probesOfEntry.push(read('count', count.call, count.params));
        }
        for (const problem of await Promise.all(probesOfEntry)) if (problem) report.problems.push(problem);
    };

    const checkEntry = async (entry: CheckedEntry): Promise<EntryReport> => {
        const report: EntryReport = { path: entry.path, status: 'ok', problems: [], notes: [] };
        if (!permitted(entry)) return { ...report, status: 'skip', notes: ['not open to this account (industry, role, addon or account type)'] };
        const list = listOf(entry);
        if (entry.kind === 'list') {
            if (!entry.api) report.problems.push('a list entry without api');
            else await checkList(entry, entry.api, report);
        } else if ((entry.kind === 'create' || entry.kind === 'edit') && list?.api) {
            const facts = await listFacts(list.api);
            report.notes.push(...unknownFields(facts.definition, entry.fields ?? list.fields));
            report.problems.push(...disagreements(entry.fields, facts.definition, list.api));
            if (facts.definition && !(entry.fields ?? list.fields) && !facts.definition.form?.length)
                report.problems.push(`no form: neither the entry nor its list gives fields, and the definition of ${list.api} sends no write form`);
        } else if (entry.kind === 'action' && entry.action && entry.action !== 'delete') {
            const call = entry.action.call;
            const pk = list?.api ? ((await listFacts(list.api)).definition?.pk ?? 'id') : 'id';
            const problem = await dryWrite('action', call, () => http.request(call, { body: { [pk]: '' }, hideError: true }));
            if (problem) report.problems.push(problem);
        } else if (entry.kind === 'page' && !entry.component && entry.calls) {
            const { getOne, update } = entry.calls;
            if (getOne) {
                const problem = await read('getOne', getOne);
                if (problem) report.problems.push(problem);
            }
            const required = entry.fields?.find(field => field.required);
            if (update && !required) report.notes.push(`update ${update} not tried: its form has no required field to leave blank`);
            if (update && required) {
                const problem = await dryWrite('update', update, () => http.request(update, { body: { [required.name]: '' }, hideError: true }));
                if (problem) report.problems.push(problem);
            }
        } else if (entry.component) {
            report.notes.push('custom page: its calls are the component’s own and are not probed');
        }
        if (report.problems.length) report.status = 'error';
        return report;
    };

    // In catalogue order, a few at a time: a deployment is not load-tested by its check.
    const reports: EntryReport[] = [];
    for (let i = 0; i < entries.length; i += 4) reports.push(...(await Promise.all(entries.slice(i, i + 4).map(checkEntry))));
    return reports;
};
