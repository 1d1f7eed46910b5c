import type { ColumnSpec, ColumnType, ServerColumnType } from '../TableSpec';
import { amountCell, numberCell, optionCell, optionsCell, textCell, timeCell, type ExportFormat } from './exportFormat';
import { anyOptionFilter, cascadeFilter, containsFilter, momentFilter, numberRangeFilter, optionFilter, timeRangeFilter, type ColumnFilter } from './filterSql';
import { amountValue, optionValue, optionsValue, secondsValue, textValue, timeValue, type ImportParse } from './importParse';

/** What the server does with a column or search field of one type (docs/protocol.md §9.2). */
export interface ServerColumnTypeRules {
    /** The WHERE conditions of a `top_search` field of this type, by its wire encoding. */
    filter: ColumnFilter;
    /** How an export writes a column's values. */
    exportCell: ExportFormat;
    /** The decimals of the sheet column's number format (0: none). */
    sheetDecimals: (column: ColumnSpec) => number;
    /** How an import reads an uploaded cell into the column. */
    importValue: ImportParse;
    /** Its columns are shown, and exported when no columns are chosen; `hide` columns carry data only. */
    listed: boolean;
}

const noDecimals = () => 0;
const amountDecimals = (column: ColumnSpec) => (column.decimal && column.decimal > 0 ? column.decimal : 0);

/**
 * Every column type's behaviour on the server, in one table: a type added to the protocol
 * (`protocol/columnTypes.ts`) does not compile until it has its filter, export cell and sheet
 * format, import value and whether it is listed here. The console's counterpart is `src/schema/columnTypes.ts`.
 */
export const COLUMN_TYPES: Record<ServerColumnType, ServerColumnTypeRules> = {
    text: { filter: containsFilter, exportCell: textCell, sheetDecimals: noDecimals, importValue: textValue, listed: true },
    image: { filter: containsFilter, exportCell: textCell, sheetDecimals: noDecimals, importValue: textValue, listed: true },
    hide: { filter: containsFilter, exportCell: textCell, sheetDecimals: noDecimals, importValue: textValue, listed: false },
    select: { filter: optionFilter, exportCell: optionCell, sheetDecimals: noDecimals, importValue: optionValue, listed: true },
    cascade: { filter: cascadeFilter, exportCell: optionCell, sheetDecimals: noDecimals, importValue: optionValue, listed: true },
    checkbox: { filter: anyOptionFilter, exportCell: optionsCell, sheetDecimals: noDecimals, importValue: optionsValue, listed: true },
    datetime: { filter: timeRangeFilter, exportCell: timeCell('datetime'), sheetDecimals: noDecimals, importValue: timeValue, listed: true },
    time: { filter: timeRangeFilter, exportCell: timeCell('datetime'), sheetDecimals: noDecimals, importValue: timeValue, listed: true },
    date: { filter: timeRangeFilter, exportCell: timeCell('date'), sheetDecimals: noDecimals, importValue: timeValue, listed: true },
    datemonth: { filter: timeRangeFilter, exportCell: timeCell('month'), sheetDecimals: noDecimals, importValue: timeValue, listed: true },
    eqdate: { filter: timeRangeFilter, exportCell: timeCell('date'), sheetDecimals: noDecimals, importValue: timeValue, listed: true },
    eqtime: { filter: momentFilter, exportCell: timeCell('datetime'), sheetDecimals: noDecimals, importValue: timeValue, listed: true },
    number: { filter: numberRangeFilter, exportCell: amountCell, sheetDecimals: amountDecimals, importValue: amountValue, listed: true },
    second: { filter: numberRangeFilter, exportCell: numberCell, sheetDecimals: noDecimals, importValue: secondsValue, listed: true },
};

/** The rules of a column or search field: a field that names no type is text. */
export const columnTypeOf = (type: ColumnType | undefined): ServerColumnTypeRules => COLUMN_TYPES[type ?? 'text'];
