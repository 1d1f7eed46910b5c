import type { RouteEntry } from '../../src/permissions/RouteEntry';
import type { CheckedEntry, CheckedField } from './checkCatalogue';

export type ExtensionEntry = CheckedEntry & RouteEntry;

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

const fieldsOf = (raw: unknown): CheckedField[] | undefined =>
    Array.isArray(raw)
        ? raw.filter(isRecord).flatMap(field => (text(field.name) ? [{ name: field.name as string, required: field.required === true }] : []))
        : undefined;

/**
 * The entries of one catalogue extension file (a JSON list of entries, or `{entries: [...]}`),
 * read for what the check needs: path, kind, parent, list api, calls, field names and whether
 * they are required, the action's call, and who may open it (industries, addon). The console
 * validates these files fully at load time; here an entry without a path or kind is reported
 * and left out, the rest is taken as it is.
 */
export const extensionEntries = (file: string, raw: unknown): { entries: ExtensionEntry[]; problems: string[] } => {
    const list = Array.isArray(raw) ? raw : isRecord(raw) && Array.isArray(raw.entries) ? raw.entries : undefined;
    if (!list) return { entries: [], problems: [`${file}: not a list of catalogue entries`] };
    const problems: string[] = [];
    const entries = list.flatMap((item, index): ExtensionEntry[] => {
        if (!isRecord(item) || !text(item.path) || !text(item.kind)) {
            problems.push(`${file}: entry ${index} has no path or kind`);
            return [];
        }
        const calls = isRecord(item.calls) ? (item.calls as CheckedEntry['calls']) : undefined;
        const action =
            item.action === 'delete'
                ? 'delete'
                : isRecord(item.action) && text(item.action.call)
                  ? { call: item.action.call as string, fields: fieldsOf(item.action.fields) }
                  : undefined;
        return [
            {
                path: item.path as string,
                kind: item.kind as RouteEntry['kind'],
                title: item.path as string,
                section: (text(item.section) ?? 'extension') as RouteEntry['section'],
                industries: (text(item.industries) ?? text(item.industry) ?? 'all') as RouteEntry['industries'],
                api: text(item.api),
                parent: text(item.parent),
                addon: text(item.addon),
                calls,
                fields: fieldsOf(item.fields),
                action,
            },
        ];
    });
    return { entries, problems };
};
