import { dirname, posix } from 'node:path';
import { Visitor } from 'vite';
import type { SourceFile } from './sourceFiles';

export interface ImportGraph {
    /** Each module's static value imports (type-only ones are erased), as paths of the given files. */
    imports: Map<string, string[]>;
    /** Every module some module imports with `import()` (each starts a chunk of its own), with the modules that do. */
    dynamicImporters: Map<string, string[]>;
}

const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The console's module graph over `files`; imports of packages and of files not given are left out. */
export const importGraph = (files: readonly SourceFile[]): ImportGraph => {
    const known = new Set(files.map(file => file.path));
    const resolve = (from: string, specifier: string) => {
        if (!specifier.startsWith('.')) return undefined;
        const base = posix.join(dirname(from), specifier);
        return CANDIDATES.map(ending => base + ending).find(path => known.has(path));
    };
    const imports = new Map<string, string[]>();
    const dynamicImporters = new Map<string, string[]>();
    for (const file of files) {
        const targets: string[] = [];
        const addStatic = (specifier: string) => {
            const target = resolve(file.path, specifier);
            if (target) targets.push(target);
        };
        new Visitor({
            ImportDeclaration(node) {
                if (node.importKind !== 'type') addStatic(node.source.value);
            },
            ExportNamedDeclaration(node) {
                if (node.source && node.exportKind !== 'type') addStatic(node.source.value);
            },
            ExportAllDeclaration(node) {
                if (node.exportKind !== 'type') addStatic(node.source.value);
            },
            ImportExpression(node) {
                if (node.source.type !== 'Literal' || typeof node.source.value !== 'string') return;
                const target = resolve(file.path, node.source.value);
                if (target) dynamicImporters.set(target, [...(dynamicImporters.get(target) ?? []), file.path]);
            },
        }).visit(file.program);
        imports.set(file.path, targets);
    }
    return { imports, dynamicImporters };
};

/** `root` and every module it reaches through static imports: what loads with it. */
export const staticClosure = (graph: ImportGraph, root: string): Set<string> => {
    const reached = new Set<string>();
    const visit = (path: string) => {
        if (reached.has(path)) return;
        reached.add(path);
        graph.imports.get(path)?.forEach(visit);
    };
    visit(root);
    return reached;
};
