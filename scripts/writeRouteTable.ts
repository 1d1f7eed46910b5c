// npm run docs:routes: rewrites the generated tables of server/README.md: "Routes → calls" from
// the console's catalogue (scripts/routeTable.ts) and "Merchants" from the domains' table owners
// and calls (scripts/ownerTable.ts, with the shipped table declarations); contract tests fail
// until it is run.
import { readFileSync, writeFileSync } from 'node:fs';
import { domains } from '../server/domains';
import { catalogue } from '../src/app/catalogue';
import { loadServerConfig } from '../server/core/config';
import { declaredDomain } from '../server/declared/declaredDomain';
import { readTableDeclarations } from '../server/declared/readTableDeclarations';
import { tableOwners } from '../server/domains/tableOwners';
import { OWNER_TABLE_BEGIN, OWNER_TABLE_END, ownerTable } from './ownerTable';
import { withBlock } from './readmeBlock';
import { routeTable, tablePks, withRouteTable } from './routeTable';

const README = new URL('../server/README.md', import.meta.url);
const pks = tablePks(domains);
const before = readFileSync(README, 'utf8');
const config = loadServerConfig();
const withDeclared = [...domains, ...(await readTableDeclarations(config.tablesDir, { optional: true })).map(declaredDomain)];
const withRoutes = withRouteTable(
    before,
    routeTable(catalogue, api => pks.get(api) ?? 'id')
);
const after = withBlock(
    withRoutes,
    OWNER_TABLE_BEGIN,
    OWNER_TABLE_END,
    ownerTable(
        tableOwners(withDeclared),
        withDeclared.flatMap(domain => domain.endpoints)
    )
);
if (after === before) console.log('server/README.md: the generated tables are up to date');
else {
    writeFileSync(README, after);
    console.log('server/README.md: routes and merchants tables rewritten');
}
