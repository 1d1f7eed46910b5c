import type { Endpoint } from '../server/core/Endpoint';
import type { TableOwner } from '../server/core/TableOwner';

export const OWNER_TABLE_BEGIN = '<!-- merchants table: generated from the domains by `npm run docs:routes`; do not edit by hand -->';
export const OWNER_TABLE_END = '<!-- end of generated merchants table -->';

const KIND_ORDER: ReadonlyArray<TableOwner['owner']> = ['merchant', 'platform', 'shared', 'server'];

/**
 * server/README.md's "Merchants" tables: every database table with its owner and why, by kind
 * then name; then the calls that look across merchants (Endpoint.tenancy), with why.
 */
export const ownerTable = (owners: Readonly<Record<string, TableOwner>>, endpoints: readonly Endpoint[]): string => {
    const rows = Object.entries(owners)
        .sort(([a, x], [b, y]) => KIND_ORDER.indexOf(x.owner) - KIND_ORDER.indexOf(y.owner) || a.localeCompare(b))
        .map(([table, { owner, why }]) => `| \`${table}\` | ${owner} | ${why} |`);
    const across = endpoints
        .flatMap(endpoint => (typeof endpoint.tenancy === 'object' ? [`| \`${endpoint.path}\` | ${endpoint.tenancy.system} |`] : []))
        .sort();
    const entry = endpoints.filter(endpoint => endpoint.tenancy === 'entry').map(endpoint => `\`${endpoint.path}\``);
    return [
        '| Table | Owner | Why |',
        '|---|---|---|',
        ...rows,
        '',
        'Calls that run as the owner, across merchants (`tenancy: { system }`), each named with its reason:',
        '',
        '| Call | Why |',
        '|---|---|',
        ...across,
        '',
        `Calls of the business entry page, made as the merchant it names (\`tenancy: 'entry'\`): ${entry.join(', ')}.`,
    ].join('\n');
};
