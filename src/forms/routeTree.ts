import type { RouteEntry, SectionId } from '../permissions/RouteEntry';

export interface RouteTreeNode {
    section: SectionId;
    /** Titled by `mc.section.<section>`. */
    routes: RouteEntry[];
}

/** The catalogue grouped by section, in catalogue order: the tree of the path_arr picker. */
export const routeTree = (catalogue: readonly RouteEntry[]): RouteTreeNode[] => {
    const nodes: RouteTreeNode[] = [];
    for (const entry of catalogue) {
        let node = nodes.find(candidate => candidate.section === entry.section);
        if (!node) {
            node = { section: entry.section, routes: [] };
            nodes.push(node);
        }
        node.routes.push(entry);
    }
    return nodes;
};

/** Ticking a section ticks all its routes; unticking it clears them. */
export const toggleSection = (selected: readonly string[], node: RouteTreeNode): string[] => {
    const paths = node.routes.map(route => route.path);
    const all = paths.every(path => selected.includes(path));
    return all ? selected.filter(path => !paths.includes(path)) : [...new Set([...selected, ...paths])];
};

export const toggleRoute = (selected: readonly string[], path: string): string[] =>
    selected.includes(path) ? selected.filter(one => one !== path) : [...selected, path];
