import type { ColumnType, ServerColumnType } from '../TableSpec';
import { amountCell, numberCell, optionCell, optionsCell, textCell, timeCell, type ExportFormat } from './exportFormat';
import { anyOptionFilter, cascadeFilter, containsFilter, momentFilter, numberRangeFilter, optionFilter, timeRangeFilter, type ColumnFilter } from './filterSql';
import { amountValue, optionValue, optionsValue, secondsValue, textValue, timeValue, type ImportParse } from './importParse';

/** What the server does with a column or search field of one type (PROTOCOL.md §5). */
export interface ServerColumnTypeRules {
    /** The WHERE conditions of a `top_search` field of this type, by its wire encoding. */
    filter: ColumnFilter;
    /** How an export writes a column's values. */
    exportCell: ExportFormat;
    /** How an import reads an uploaded cell into the column. */
    importValue: ImportParse;
}

/**
 * Every column type's behaviour on the server, in one table: a type added to the protocol
 * (`protocol/columnTypes.ts`) does not compile until it has its filter, export cell and import
 * value here. The console's counterpart is `src/schema/columnTypes.ts`.
 */
export const COLUMN_TYPES: Record<ServerColumnType, ServerColumnTypeRules> = {
    text: { filter: containsFilter, exportCell: textCell, importValue: textValue },
    image: { filter: containsFilter, exportCell: textCell, importValue: textValue },
    hide: { filter: containsFilter, exportCell: textCell, importValue: textValue },
    select: { filter: optionFilter, exportCell: optionCell, importValue: optionValue },
    cascade: { filter: cascadeFilter, exportCell: optionCell, importValue: optionValue },
    checkbox: { filter: anyOptionFilter, exportCell: optionsCell, importValue: optionsValue },
    datetime: { filter: timeRangeFilter, exportCell: timeCell('datetime'), importValue: timeValue },
    time: { filter: timeRangeFilter, exportCell: timeCell('datetime'), importValue: timeValue },
    date: { filter: timeRangeFilter, exportCell: timeCell('date'), importValue: timeValue },
    datemonth: { filter: timeRangeFilter, exportCell: timeCell('month'), importValue: timeValue },
    eqdate: { filter: timeRangeFilter, exportCell: timeCell('date'), importValue: timeValue },
    eqtime: { filter: momentFilter, exportCell: timeCell('datetime'), importValue: timeValue },
    number: { filter: numberRangeFilter, exportCell: amountCell, importValue: amountValue },
    second: { filter: numberRangeFilter, exportCell: numberCell, importValue: secondsValue },
};

/** The rules of a column or search field: a field that names no type is text. */
export const columnTypeOf = (type: ColumnType | undefined): ServerColumnTypeRules => COLUMN_TYPES[type ?? 'text'];
