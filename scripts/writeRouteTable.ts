// npm run docs:routes: rewrites the "Routes → calls" table of server/README.md from the
// console's catalogue (scripts/routeTable.ts); the contract test fails until it is run.
import { readFileSync, writeFileSync } from 'node:fs';
import { domains } from '../server/domains';
import { catalogue } from '../src/app/catalogue';
import { routeTable, withRouteTable } from './routeTable';

const README = new URL('../server/README.md', import.meta.url);
const pks = new Map(domains.flatMap(domain => domain.tables).map(table => [table.api, table.pk]));
const before = readFileSync(README, 'utf8');
const after = withRouteTable(
    before,
    routeTable(catalogue, api => pks.get(api) ?? 'id')
);
if (after === before) console.log('server/README.md: the routes table is up to date');
else {
    writeFileSync(README, after);
    console.log('server/README.md: routes table rewritten from the catalogue');
}
