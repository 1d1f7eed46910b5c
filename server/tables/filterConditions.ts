import { columnSql } from './columnSql';
import { columnTypeOf } from './columnTypes/columnTypes';
import { paramText } from './paramText';
import type { SqlParams } from './SqlParams';
import type { TableSpec } from './TableSpec';

/**
 * The WHERE conditions for the `top_search` filters present in the parameters, each by its
 * type's encoding (docs/protocol.md §9.4, `COLUMN_TYPES`). Every value travels as a parameter; a value
 * that does not fit its encoding is refused with a message naming the filter.
 */
export const filterConditions = (spec: TableSpec, input: Record<string, unknown>, params: SqlParams): string[] =>
    spec.top_search.flatMap(search =>
        columnTypeOf(search.type).filter({
            search,
            sql: search.sql ?? columnSql(spec, search.name),
            value: name => paramText(input[name]),
            columnSql: name => columnSql(spec, name),
            params,
        })
    );
