import { Visitor } from 'vite';
import { describe, expect, it } from 'vitest';
import { PAGE_AREAS, pageTexts, type PageArea } from '../../../src/i18n/pageTexts';
import { flattenMessages } from './support/flattenMessages';
import { importGraph, staticClosure } from './support/importGraph';
import { readSourceFiles, type SourceFile } from './support/sourceFiles';
import { collectKeyUses } from './support/translationKeys';

const ENTRY = 'src/main.tsx';
const files = readSourceFiles();
const graph = importGraph(files);
const { uses, dynamic } = collectKeyUses(files);
// What loads together: the entry with everything it imports, and each chunk an import() starts.
const closures = new Map([ENTRY, ...graph.dynamicImporters.keys()].map(root => [root, staticClosure(graph, root)]));

/** Whether `file` wraps a page in `withPageTexts(area, …)`. */
const fetchesArea = (file: SourceFile, area: PageArea) => {
    let found = false;
    new Visitor({
        CallExpression(node) {
            const [first] = node.arguments;
            if (node.callee.type === 'Identifier' && node.callee.name === 'withPageTexts' && first?.type === 'Literal' && first.value === area) found = true;
        },
    }).visit(file.program);
    return found;
};

/**
 * The chunks that are shown only once `area` is here: a page that fetches it, and a chunk that
 * only such chunks import (a page's own lazy part, like the Workbench's charts).
 */
const chunksWithArea = (area: PageArea) => {
    const fetching = new Set(files.filter(file => fetchesArea(file, area)).map(file => file.path));
    const covered = new Set([...closures].filter(([, closure]) => [...fetching].some(page => closure.has(page))).map(([root]) => root));
    for (let grown = true; grown;) {
        grown = false;
        for (const [target, importers] of graph.dynamicImporters) {
            if (covered.has(target)) continue;
            const inCovered = (importer: string) => [...closures].every(([root, closure]) => !closure.has(importer) || covered.has(root));
            if (importers.every(inCovered)) grown = !!covered.add(target);
        }
    }
    return { fetching, covered };
};

// A page area is fetched by the pages that ask for it; a text of it shown anywhere else would
// show its key until one of them had opened.
describe("a page area's texts", () => {
    it.each(PAGE_AREAS)('%s: are used only in chunks shown once they are here', async area => {
        // The area's own keys: a table it shares with the start catalogue (`mc.designer.route`) is not its.
        const keys = [...flattenMessages({ mc: (await pageTexts[area]['zh-cn']()).default }).keys()];
        const tops = new Set(keys.map(key => `${key.split('.', 2).join('.')}.`));
        const builds = (prefix: string) => [...tops].some(top => prefix.startsWith(top)) && keys.some(key => key.startsWith(prefix));
        const users = new Set([...uses.filter(use => keys.includes(use.key)), ...dynamic.filter(use => builds(use.prefix))].map(use => use.file));
        const { fetching, covered } = chunksWithArea(area);
        expect(users.size).toBeGreaterThan(0);
        expect(fetching.size).toBeGreaterThan(0);

        const unfetched = [...users].flatMap(user =>
            [...closures]
                .filter(([root, closure]) => closure.has(user) && !covered.has(root))
                .map(([root]) => `${user} loads with ${root}, which is shown without the ${area} texts`)
        );
        expect(unfetched).toEqual([]);
    });

    it('are never in the first load', () => {
        const firstLoad = closures.get(ENTRY)!;
        expect(firstLoad.has('src/authProvider/LoginPage.tsx')).toBe(true);
        for (const area of PAGE_AREAS) expect(files.filter(file => firstLoad.has(file.path) && fetchesArea(file, area))).toEqual([]);
    });
});
