import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE_BEGIN, ROUTE_TABLE_END, routeTable, tablePks, withRouteTable } from '../../../scripts/routeTable';
import { domains } from '../../../server/domains';
import { catalogue } from '../../../src/app/catalogue';

const pks = tablePks(domains);
const pkOf = (api: string) => pks.get(api) ?? 'id';
const readme = readFileSync(new URL('../../../server/README.md', import.meta.url), 'utf8');

/** The generated block of a readme, markers excluded. */
const block = (text: string) => text.slice(text.indexOf(ROUTE_TABLE_BEGIN) + ROUTE_TABLE_BEGIN.length, text.indexOf(ROUTE_TABLE_END)).trim();

describe('server/README.md routes table', () => {
    it('is what the catalogue gives (run `npm run docs:routes` when this fails)', () => {
        // Line by line, so a failure shows the rows that differ.
        expect(block(readme).split('\n')).toEqual(routeTable(catalogue, pkOf).split('\n'));
    });

    it('names every call of the catalogue once per family, with the row key of its list', () => {
        const table = routeTable(catalogue, pkOf);
        expect(table).toContain('| /dealer/secondHandCarDealer/list, info, save, edit, audit, black, recharge | `seller/dealer/DealerList` |');
        expect(table).toContain('recharge `seller/dealer/DealerRecharge` {id, type, amount, remark?}');
        expect(table).toContain('install `addons/install` {key}');
        expect(table).toContain('| /goods/supply/list (non-union accounts) |');
        // A route that makes no catalogue call has no row.
        expect(table).not.toContain('| /dashboard');
    });

    it('replaces only the block between its markers', () => {
        const text = `# T\n\n${ROUTE_TABLE_BEGIN}\nold\n${ROUTE_TABLE_END}\n\nafter\n`;
        expect(withRouteTable(text, 'new')).toBe(`# T\n\n${ROUTE_TABLE_BEGIN}\nnew\n${ROUTE_TABLE_END}\n\nafter\n`);
        expect(() => withRouteTable('# no markers', 'new')).toThrow(/no generated routes table/);
    });
});
