import { everyLanguage } from '../i18n/LocalText';
import { message, titleParam, type Message } from '../i18n/Message';
import type { ColumnSpec, Option } from '../tables/TableSpec';

/** A level's option named by the cell: its value, or its label in any language. */
const named = (options: readonly Option[] | undefined, text: string) =>
    options?.find(option => String(option.value) === text || everyLanguage(option.label).includes(text));

/** Both levels of a cascade cell, or why it cannot be read. */
export type CascadeCell = { value: unknown; also: Record<string, unknown> } | Message;

/**
 * A two-level cascade cell (province → city), for a column whose second level is stored apart
 * (`import.second`): `广东/广州` (`/` or `／`, values or labels in any language, `44/4401` too),
 * or the second level alone when exactly one branch holds it (`广州`, as an export writes the
 * deeper label). A first level alone is taken only while the column is not required. Levels that
 * do not belong together are refused, as the write call refuses them.
 */
export const cascadeCell = (column: ColumnSpec, text: string, second: string): CascadeCell => {
    const title = titleParam(column.title);
    const notFound = message('“{title}”的值“{value}”不在可选项中，应如“广东/广州”', { title, value: text.slice(0, 40) });
    const parts = text.split(/\s*[/／]\s*/).filter(Boolean);
    if (parts.length > 2) return notFound;
    if (parts.length === 2) {
        const first = named(column.options, parts[0]);
        const child = named(first?.children, parts[1]);
        if (!first) return notFound;
        if (!child) return message('“{title}”的“{second}”不属于“{first}”', { title, second: parts[1].slice(0, 20), first: titleParam(first.label) });
        return { value: first.value, also: { [second]: child.value } };
    }
    const branches = (column.options ?? []).flatMap(first => {
        const child = named(first.children, parts[0]);
        return child ? [{ first, child }] : [];
    });
    if (branches.length === 1) return { value: branches[0].first.value, also: { [second]: branches[0].child.value } };
    if (branches.length > 1) return message('“{title}”的“{value}”不止一处，请写两级', { title, value: parts[0].slice(0, 20) });
    const first = named(column.options, parts[0]);
    if (!first) return notFound;
    if (column.import?.required) return message('“{title}”应写两级，如“广东/广州”', { title });
    return { value: first.value, also: {} };
};
