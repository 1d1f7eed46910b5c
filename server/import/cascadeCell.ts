import type { ColumnSpec, Option } from '../tables/TableSpec';

/** A level's option named by the cell: its label or its value. */
const named = (options: readonly Option[] | undefined, text: string) => options?.find(option => option.label === text || String(option.value) === text);

/** Both levels of a cascade cell, or the reason it cannot be read. */
export type CascadeCell = { value: unknown; also: Record<string, unknown> } | string;

/**
 * A two-level cascade cell (province → city), for a column whose second level is stored apart
 * (`import.second`): `广东/广州` (`/` or `／`, labels or values, `44/4401` too), or the second
 * level alone when exactly one branch holds it (`广州`, as an export writes the deeper label).
 * A first level alone is taken only while the column is not required. Levels that do not belong
 * together are refused, as the write call refuses them.
 */
export const cascadeCell = (column: ColumnSpec, text: string, second: string): CascadeCell => {
    const notFound = `“${column.title}”的值“${text.slice(0, 40)}”不在可选项中，应如“广东/广州”`;
    const parts = text.split(/\s*[/／]\s*/).filter(Boolean);
    if (parts.length > 2) return notFound;
    if (parts.length === 2) {
        const first = named(column.options, parts[0]);
        const child = named(first?.children, parts[1]);
        if (!first) return notFound;
        if (!child) return `“${column.title}”的“${parts[1].slice(0, 20)}”不属于“${first.label}”`;
        return { value: first.value, also: { [second]: child.value } };
    }
    const branches = (column.options ?? []).flatMap(first => {
        const child = named(first.children, parts[0]);
        return child ? [{ first, child }] : [];
    });
    if (branches.length === 1) return { value: branches[0].first.value, also: { [second]: branches[0].child.value } };
    if (branches.length > 1)
        return `“${column.title}”的“${parts[0].slice(0, 20)}”不止一处，请写两级，如“${branches[0].first.label}/${branches[0].child.label}”`;
    const first = named(column.options, parts[0]);
    if (!first) return notFound;
    if (column.import?.required) return `“${column.title}”应写两级，如“${first.label}/${first.children?.[0]?.label ?? '…'}”`;
    return { value: first.value, also: {} };
};
