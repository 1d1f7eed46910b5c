import type { DeclaredScope } from './tableDeclarationSchema';

/** A literal of a scope's value: numbers as they are, text quoted. */
const literal = (value: string | number) => (typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "''")}'`);

/** A scope's conditions as SQL (`kind = 1`, `status IN (2, 3)`, or the server's own SQL), and the columns it fixes by equality. */
export const scopeParts = (scope: DeclaredScope | undefined): { conditions: string[]; fixed: [string, string | number][] } => {
    if (!scope) return { conditions: [], fixed: [] };
    if (typeof scope === 'string') return { conditions: [scope], fixed: [] };
    const entries = Object.entries(scope);
    return {
        conditions: entries.map(([column, value]) =>
            Array.isArray(value) ? `${column} IN (${value.map(literal).join(', ')})` : `${column} = ${literal(value)}`
        ),
        fixed: entries.flatMap(([column, value]) => (Array.isArray(value) ? [] : [[column, value] as [string, string | number]])),
    };
};
