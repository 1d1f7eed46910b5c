import type { AccountRule } from '../protocol/accessRules';
import type { FormField } from '../src/forms/FormField';
import type { CatalogueEntry } from '../src/resources/types';
import { withBlock } from './readmeBlock';

/**
 * The "Routes → calls" table of server/README.md, written from the console's catalogue so that
 * the two cannot drift: `npm run docs:routes` rewrites it, and
 * tests/contract/domains/routeTable.test.ts fails with the difference when it is stale.
 */

export const ROUTE_TABLE_BEGIN = '<!-- routes table: generated from src/app/catalogue by `npm run docs:routes`; do not edit by hand -->';
export const ROUTE_TABLE_END = '<!-- end of generated routes table -->';

const code = (call: string | undefined) => (call ? `\`${call}\`` : '—');

/** `{id, audit_status, audit_remark?}`: the row key, then each field (`?` when optional). */
const params = (pk: string, fields: readonly FormField[]) =>
    `{${[pk, ...fields.flatMap(field => (field.secondName ? [field, { ...field, name: field.secondName }] : [field])).map(field => `${field.name}${field.required ? '' : '?'}`)].join(', ')}}`;

/** The path of a route below its group's root, as docs/console.md §2 lists them: `edit/:id`, `role/add`. */
const relative = (root: string, path: string) => {
    const folder = root.slice(0, root.lastIndexOf('/') + 1);
    return path.startsWith(folder) ? path.slice(folder.length) : path;
};

/** Who an account rule lets open a route, as the table says it. */
const ACCOUNTS: Record<AccountRule, string> = {
    union: 'union accounts',
    nonUnion: 'non-union accounts',
    owner: "merchants' owner accounts",
    platform: 'platform administrator',
};

/** The row key of every generic table the domains answer, theirs and the ones their endpoints serve. */
export const tablePks = (
    domains: ReadonlyArray<{ tables: ReadonlyArray<{ api: string; pk: string }>; servedTables?: ReadonlyArray<{ api: string; pk: string }> }>
) => new Map(domains.flatMap(domain => [...domain.tables, ...(domain.servedTables ?? [])]).map(table => [table.api, table.pk]));

const qualifiers = (entry: CatalogueEntry) => [
    ...(entry.filter
        ? [
              `filter ${Object.entries(entry.filter)
                  .map(([key, value]) => `${key}=${value}`)
                  .join('&')}`,
          ]
        : []),
    ...(entry.addon ? [`addon ${entry.addon}`] : []),
    ...(entry.account ? [ACCOUNTS[entry.account]] : []),
];

/** The top entry of a route's family: its list (or the list a state view belongs to), or itself. */
const rootOf = (byPath: ReadonlyMap<string, CatalogueEntry>, entry: CatalogueEntry): CatalogueEntry => {
    const parent = entry.parent ? byPath.get(entry.parent) : undefined;
    return parent ? rootOf(byPath, parent) : entry;
};

/**
 * One row per list or page, with its form, show and action routes: the list api, the record
 * calls, and each action with what it posts. `pkOf` names the row key of a list api (the
 * server's table definition; `id` for most). Routes that make no catalogue call (the dashboard
 * and the profile pages, which use the caller's own calls) are left out.
 */
export const routeTable = (catalogue: readonly CatalogueEntry[], pkOf: (api: string) => string): string => {
    const byPath = new Map(catalogue.map(entry => [entry.path, entry]));
    const families = new Map<CatalogueEntry, CatalogueEntry[]>();
    for (const entry of catalogue) {
        const root = rootOf(byPath, entry);
        families.set(root, [...(families.get(root) ?? []), ...(root === entry ? [] : [entry])]);
    }
    const rows: string[] = [];
    for (const [root, members] of families) {
        const calls = root.calls ?? {};
        const pk = root.api ? pkOf(root.api) : 'id';
        const lists = [root, ...members.filter(member => member.kind === 'list')];
        const actions = members.flatMap(member => {
            const action = member.action;
            if (!action || action === 'delete') return [];
            const name = relative(member.path, member.path.replace(/\/:id$/, ''));
            return [`${name} ${code(action.call)} ${params(pk, action.fields ?? [])}`];
        });
        const pageCalls = (root.apis ?? []).map(call => code(call));
        const cells = [
            [root.path, ...members.map(member => relative(root.path, member.path))].join(', ') +
                lists
                    .map(list => ({ list, notes: qualifiers(list) }))
                    .filter(({ notes }) => notes.length)
                    .map(({ list, notes }) => ` (${list === root ? '' : `${relative(root.path, list.path)}: `}${notes.join(', ')})`)
                    .join(''),
            root.api ? `${code(root.api)}${pk === 'id' ? '' : ` (pk \`${pk}\`)`}` : '—',
            code(calls.getOne),
            code(calls.create),
            code(calls.update),
            code(calls.delete),
            [...actions, ...(pageCalls.length ? [`page calls ${pageCalls.join(', ')}`] : [])].join('; ') || '—',
        ];
        if (cells.slice(1).every(cell => cell === '—')) continue;
        rows.push(`| ${cells.map(cell => cell.replace(/\|/g, '\\|')).join(' | ')} |`);
    }
    return ['| Route (docs/console.md §2) | List api | getOne | create | update | delete | actions |', '|---|---|---|---|---|---|---|', ...rows].join('\n');
};

/** The readme with the text between the two markers replaced by `table`. */
export const withRouteTable = (readme: string, table: string): string => {
    if (!readme.includes(ROUTE_TABLE_BEGIN))
        throw new Error(`the readme has no generated routes table between "${ROUTE_TABLE_BEGIN}" and "${ROUTE_TABLE_END}"`);
    return withBlock(readme, ROUTE_TABLE_BEGIN, ROUTE_TABLE_END, table);
};
