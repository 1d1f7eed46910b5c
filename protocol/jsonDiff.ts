/** One difference between two JSON values, at the path of the value that differs. */
export interface JsonChange {
    path: string;
    from?: unknown;
    to?: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const join = (at: string, key: string | number) => (typeof key === 'number' ? `${at}[${key}]` : at ? `${at}.${key}` : key);

/**
 * What changed from one JSON value to another (a designed resource's versions: the server stores
 * each version's difference from the one before, and the console compares any two), deepest first where both sides are objects or
 * arrays: a key added has only `to`, one removed only `from`. Paths are written as the
 * declaration problems are (`columns.code.type`, `fields[1].required`).
 */
export const jsonDiff = (from: unknown, to: unknown, at = ''): JsonChange[] => {
    if (isObject(from) && isObject(to)) {
        const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
        // Key order is display order (a declaration's columns): a reorder is a change of its own.
        const kept = (object: Record<string, unknown>, other: Record<string, unknown>) => Object.keys(object).filter(key => key in other);
        const order: JsonChange[] =
            kept(from, to).join() === kept(to, from).join() ? [] : [{ path: join(at, '(order)'), from: kept(from, to), to: kept(to, from) }];
        return order.concat(
            keys.flatMap(key =>
                !(key in to)
                    ? [{ path: join(at, key), from: from[key] }]
                    : !(key in from)
                      ? [{ path: join(at, key), to: to[key] }]
                      : jsonDiff(from[key], to[key], join(at, key))
            )
        );
    }
    if (Array.isArray(from) && Array.isArray(to)) {
        return Array.from({ length: Math.max(from.length, to.length) }, (_, i) =>
            i >= to.length
                ? [{ path: join(at, i), from: from[i] }]
                : i >= from.length
                  ? [{ path: join(at, i), to: to[i] }]
                  : jsonDiff(from[i], to[i], join(at, i))
        ).flat();
    }
    return JSON.stringify(from) === JSON.stringify(to) ? [] : [{ path: at, from, to }];
};
