// ESLint rule `local/no-import-cycle`: no module may reach itself through its imports, type-only
// imports included. import-x's no-cycle follows value imports only, so a pair of files that
// import each other's types (a query module and the helper that takes its type) passed lint while
// tsc, readers and any later value import saw the circle. This rule reads the imports of every
// source file once per lint process (TypeScript's `preProcessFile`: static, `import type`,
// `export … from` and dynamic imports), finds the strongly connected components of that graph and
// reports each import of a file that stays inside its component, naming one way round.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// typescript-eslint already parses with this copy (eslint.config.js); `tsc` is TypeScript 7,
// which has no JavaScript API.
const ts = createRequire(import.meta.url)('typescript6');

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const CANDIDATES = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** The file a relative specifier names, or undefined (a package, a JSON file, nothing). */
const resolveImport = (from, specifier) => {
    if (!specifier.startsWith('.')) return undefined;
    const base = path.resolve(path.dirname(from), specifier);
    for (const suffix of CANDIDATES) {
        const file = base + suffix;
        if (SOURCE.test(file) && existsSync(file) && statSync(file).isFile()) return file;
    }
    return undefined;
};

const sourceFiles = (dir, into = []) => {
    if (!existsSync(dir)) return into;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) sourceFiles(full, into);
        else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) into.push(full);
    }
    return into;
};

/** Tarjan's algorithm: each file's component id, and the files of each component. */
const components = graph => {
    const index = new Map();
    const low = new Map();
    const onStack = new Set();
    const stack = [];
    const componentOf = new Map();
    const members = [];
    let next = 0;
    const visit = start => {
        // Iterative, so a deep import chain cannot overflow the call stack.
        const work = [{ node: start, edges: [...(graph.get(start) ?? [])], i: 0 }];
        index.set(start, next);
        low.set(start, next++);
        stack.push(start);
        onStack.add(start);
        while (work.length) {
            const frame = work[work.length - 1];
            if (frame.i < frame.edges.length) {
                const target = frame.edges[frame.i++];
                if (!index.has(target)) {
                    index.set(target, next);
                    low.set(target, next++);
                    stack.push(target);
                    onStack.add(target);
                    work.push({ node: target, edges: [...(graph.get(target) ?? [])], i: 0 });
                } else if (onStack.has(target)) {
                    low.set(frame.node, Math.min(low.get(frame.node), index.get(target)));
                }
                continue;
            }
            work.pop();
            if (work.length) {
                const parent = work[work.length - 1].node;
                low.set(parent, Math.min(low.get(parent), low.get(frame.node)));
            }
            if (low.get(frame.node) === index.get(frame.node)) {
                const id = members.length;
                const group = [];
                let member;
                do {
                    member = stack.pop();
                    onStack.delete(member);
                    componentOf.set(member, id);
                    group.push(member);
                } while (member !== frame.node);
                members.push(group);
            }
        }
    };
    for (const node of graph.keys()) if (!index.has(node)) visit(node);
    return { componentOf, members };
};

/** The import graph of the roots, read once per lint process and root set. */
const graphs = new Map();
const importGraph = roots => {
    const key = roots.join('\0');
    let known = graphs.get(key);
    if (!known) {
        const graph = new Map();
        for (const file of roots.flatMap(root => sourceFiles(root))) {
            const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
            graph.set(file, new Set(importedFiles.map(({ fileName }) => resolveImport(file, fileName)).filter(Boolean)));
        }
        known = { graph, ...components(graph) };
        graphs.set(key, known);
    }
    return known;
};

/** One way from `from` back to `to` inside their component (breadth first: a shortest one). */
const wayBack = ({ graph, componentOf }, from, to) => {
    const component = componentOf.get(to);
    const previous = new Map([[from, undefined]]);
    const queue = [from];
    while (queue.length) {
        const node = queue.shift();
        if (node === to) break;
        for (const target of graph.get(node) ?? []) {
            if (previous.has(target) || componentOf.get(target) !== component) continue;
            previous.set(target, node);
            queue.push(target);
        }
    }
    const way = [];
    for (let node = to; node !== undefined; node = previous.get(node)) way.unshift(node);
    return way;
};

export const noImportCycle = {
    meta: {
        type: 'problem',
        docs: { description: 'Forbid import cycles between modules, type-only and dynamic imports included.' },
        schema: [
            {
                type: 'object',
                properties: { roots: { type: 'array', items: { type: 'string' } } },
                additionalProperties: false,
            },
        ],
        messages: { cycle: 'Import cycle (type-only imports count): {{way}}' },
    },
    create(context) {
        const cwd = context.cwd ?? process.cwd();
        const roots = (context.options[0]?.roots ?? ['src', 'server', 'protocol']).map(root => path.resolve(cwd, root));
        const file = context.physicalFilename;
        const known = importGraph(roots);
        const component = known.componentOf.get(file);
        if (component === undefined || known.members[component].length < 2) return {};
        const check = node => {
            const specifier = node.source?.type === 'Literal' ? node.source.value : undefined;
            if (typeof specifier !== 'string') return;
            const target = resolveImport(file, specifier);
            if (!target || known.componentOf.get(target) !== component) return;
            const way = [file, ...wayBack(known, target, file)].map(one => path.relative(cwd, one));
            context.report({ node, messageId: 'cycle', data: { way: way.join(' → ') } });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
    },
};

export default { rules: { 'no-import-cycle': noImportCycle } };
