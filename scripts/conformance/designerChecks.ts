import { isApiError } from '../../src/dataProvider/ApiError';
import type { HttpClient } from '../../src/dataProvider/httpClient';
import { DESIGN_SOURCES, DESIGNER_CALLS, ENTRIES_CALL, parseInfo, parseProblems, parseResources } from '../../src/designer/designerCalls';
import type { Check } from './protocolChecks';

const why = (error: unknown) => (isApiError(error) ? `${error.kind}: ${error.message}` : String(error));

/** A draft no backend may take: a table named by a word PostgreSQL reserves. */
const REFUSED_DRAFT = JSON.stringify({
    table: 'select',
    label: 'conformance',
    industry: 'car',
    api: { list: 'conformance/designer/NoList' },
    columns: { name: { title: 'conformance' } },
    defaultSort: { column: 'id', order: 'desc' },
});

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** TableList's optional `merchant_rows`: `[{ suid, name, rows }…]` whose rows add up to the resource's `rows`. */
const merchantRowsProblem = (resources: unknown): string | undefined => {
    if (!Array.isArray(resources)) return 'not a list';
    for (const resource of resources) {
        if (!isRecord(resource) || resource.merchant_rows === undefined) continue;
        const rows = resource.merchant_rows;
        const table = String(resource.table);
        if (!Array.isArray(rows)) return `${table}: merchant_rows is not a list`;
        const bad = rows.find(
            row => !isRecord(row) || typeof row.suid !== 'string' || typeof row.name !== 'string' || !Number.isInteger(row.rows) || (row.rows as number) < 0
        );
        if (bad !== undefined) return `${table}: merchant_rows has ${JSON.stringify(bad)}, not { suid, name, rows }`;
        const sum = rows.reduce((total: number, row: { rows: number }) => total + row.rows, 0);
        if (rows.length && sum !== resource.rows) return `${table}: merchant_rows add up to ${sum}, rows is ${String(resource.rows)}`;
    }
    return undefined;
};

/** TableList's `source`: one the protocol names, and a resource the designer does not manage (a file's, a built-in one) not editable. */
const sourceProblem = (resources: unknown): string | undefined => {
    if (!Array.isArray(resources)) return 'not a list';
    for (const resource of resources) {
        if (!isRecord(resource)) continue;
        const table = String(resource.table);
        if (!(DESIGN_SOURCES as readonly unknown[]).includes(resource.source))
            return `${table}: source ${JSON.stringify(resource.source)} is not one of ${DESIGN_SOURCES.join(', ')}`;
        if (resource.source !== 'designer' && resource.editable !== false) return `${table}: a ${String(resource.source)} resource is editable`;
    }
    return undefined;
};

/**
 * The resource designer (docs/protocol.md §19), where the backend answers it: the published menu
 * entries are a list of entries, and, for an account that may open the designer, its list reads
 * (with each resource's rows per merchant, where the backend gives them, and a source the
 * protocol names, read-only unless the designer's), a resource's current version reads (its
 * hidden columns typed)
 * and a bad draft is refused with its problems' paths. Nothing is written: the only draft sent is
 * one every backend must refuse. A backend without the calls (404) gets one check that holds.
 */
export const designerChecks = async (http: HttpClient, { mayDesign }: { mayDesign: boolean }): Promise<Check[]> => {
    let entries: unknown;
    try {
        entries = await http.request(ENTRIES_CALL, { hideError: true });
    } catch (error) {
        if (isApiError(error) && error.status === 404)
            return [{ name: `designer (optional): this backend does not answer ${ENTRIES_CALL}; nothing to check`, run: async () => undefined }];
        return [{ name: `designer: ${ENTRIES_CALL} answers`, run: async () => why(error) }];
    }
    const checks: Check[] = [
        {
            name: `designer: ${ENTRIES_CALL} answers a list of menu entries`,
            run: async () =>
                Array.isArray(entries) && entries.every(entry => typeof entry === 'object' && entry !== null && !Array.isArray(entry))
                    ? undefined
                    : 'not a list of objects',
        },
    ];
    if (!mayDesign) return checks;
    checks.push(
        {
            name: `designer: ${DESIGNER_CALLS.list} answers the resources`,
            run: async () => {
                parseResources(await http.request(DESIGNER_CALLS.list, { hideError: true }));
                return undefined;
            },
        },
        {
            name: `designer: ${DESIGNER_CALLS.list}'s merchant_rows, where a backend gives them, are each merchant's rows adding up to rows`,
            run: async () => merchantRowsProblem(await http.request(DESIGNER_CALLS.list, { hideError: true })),
        },
        {
            name: `designer: ${DESIGNER_CALLS.list}'s source is designer, file or builtin, and only the designer's own are editable`,
            run: async () => sourceProblem(await http.request(DESIGNER_CALLS.list, { hideError: true })),
        },
        {
            name: `designer: ${DESIGNER_CALLS.info} answers a listed resource, each hidden column as its name or { name, type, kind? }`,
            run: async () => {
                const [first] = parseResources(await http.request(DESIGNER_CALLS.list, { hideError: true }));
                if (!first) return undefined;
                const info = await http.request<Record<string, unknown>>(DESIGNER_CALLS.info, { params: { table: first.table }, hideError: true });
                parseInfo(info);
                const hidden = Array.isArray(info.hidden_columns) ? info.hidden_columns : [];
                const odd = hidden.find(column => typeof column !== 'string' && !(isRecord(column) && typeof column.type === 'string'));
                return odd === undefined ? undefined : `${first.table}: hidden column ${JSON.stringify(odd)} has no type`;
            },
        },
        {
            name: `designer: ${DESIGNER_CALLS.check} names the problem of a reserved table name at its path`,
            run: async () => {
                const problems = parseProblems(
                    await http.request(DESIGNER_CALLS.check, { body: { declaration: REFUSED_DRAFT, entry: '[]' }, hideError: true })
                );
                return problems.some(problem => problem.path === 'table') ? undefined : `no problem at "table": ${JSON.stringify(problems)}`;
            },
        },
        {
            name: `designer: ${DESIGNER_CALLS.save} refuses that draft with data.problems, writing nothing`,
            run: async () => {
                try {
                    await http.request(DESIGNER_CALLS.save, { body: { declaration: REFUSED_DRAFT, entry: '[]', version: 0 }, hideError: true });
                } catch (error) {
                    if (!isApiError(error) || error.kind !== 'server') return `refused as ${why(error)}`;
                    return parseProblems(error.body).some(problem => problem.path === 'table') ? undefined : 'refused without a problem at "table"';
                }
                return 'a table named "select" was saved';
            },
        }
    );
    return checks;
};
