import type { Endpoint } from '../server/core/Endpoint';
import type { TableOwner } from '../server/core/TableOwner';
import type { NamedAccessKey } from '../server/core/NamedAccess';
import { NAMED_ACCESS, type NamedAccess } from '../server/db/namedAccess';

export const OWNER_TABLE_BEGIN = '<!-- merchants table: generated from the domains by `npm run docs:routes`; do not edit by hand -->';
export const OWNER_TABLE_END = '<!-- end of generated merchants table -->';

const KIND_ORDER: ReadonlyArray<TableOwner['owner']> = ['merchant', 'platform', 'shared', 'server'];

/** What a named access gets: its functions, and its policies by table. */
const grantsOf = ({ functions = {}, policies = {}, everyMerchantTable }: NamedAccess) =>
    [
        ...(everyMerchantTable ? [`${everyMerchantTable.join(', ')} on every merchant table`] : []),
        ...Object.values(functions).map(fn => `function \`${fn.signature}\``),
        ...Object.entries(policies).map(([table, { commands, rows }]) => `${commands.join(', ')} on \`${table}\`${rows ? ` where \`${rows}\`` : ''}`),
    ].join('; ');

/**
 * server/README.md's "Merchants" tables: every database table with its owner and why, by kind
 * then name; then the named cross-merchant accesses (db/namedAccess) with why, what they get and
 * the calls that use them (Endpoint.tenancy).
 */
export const ownerTable = (owners: Readonly<Record<string, TableOwner>>, endpoints: readonly Endpoint[]): string => {
    const rows = Object.entries(owners)
        .sort(([a, x], [b, y]) => KIND_ORDER.indexOf(x.owner) - KIND_ORDER.indexOf(y.owner) || a.localeCompare(b))
        .map(([table, { owner, why }]) => `| \`${table}\` | ${owner} | ${why} |`);
    const callsOf = (key: NamedAccessKey) =>
        endpoints
            .filter(endpoint => typeof endpoint.tenancy === 'object' && endpoint.tenancy.named === key)
            .map(endpoint => `\`${endpoint.path}\``)
            .sort();
    const named = (Object.entries(NAMED_ACCESS) as Array<[NamedAccessKey, NamedAccess]>).map(
        ([key, access]) =>
            `| \`${key}\` | ${access.why} | ${grantsOf(access)} | ${[...(access.alsoUsedBy ? [access.alsoUsedBy] : []), ...callsOf(key)].join(', ')} |`
    );
    const entry = endpoints.filter(endpoint => endpoint.tenancy === 'entry').map(endpoint => `\`${endpoint.path}\``);
    return [
        '| Table | Owner | Why |',
        '|---|---|---|',
        ...rows,
        '',
        'Named cross-merchant accesses (`core/NamedAccess.ts`, `db/namedAccess.ts`): each is usable only in a transaction that names it (`mc.reason`), and gets exactly this:',
        '',
        '| Access | Why | What it gets | Used by |',
        '|---|---|---|---|',
        ...named,
        '',
        `Calls of the business entry page, made as the merchant it names (\`tenancy: 'entry'\`): ${entry.join(', ')}.`,
    ].join('\n');
};
