import type { CallContext } from '../core/CallContext';
import type { FileReply } from '../core/FileReply';
import type { TableSpec } from './TableSpec';

/**
 * The file operations a generic table call may ask for (docs/protocol.md §9.8): `_excel_import`,
 * `_down_excel_import_tpl`, `_down_excel`, and `_excel_down_culumns`/`export_type`.
 */
export type TableOperationName = 'import' | 'importTemplate' | 'export' | 'exportTask';

export type TableOperation = (spec: TableSpec, ctx: CallContext) => Promise<unknown | FileReply>;

/**
 * Supplied by export/ and import/ and passed in by whoever composes the server (app.ts), so
 * tables/ imports neither of them: they sit above it and read its list queries.
 */
export type TableOperations = Record<TableOperationName, TableOperation>;
