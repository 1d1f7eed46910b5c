import type { Lang } from '../../protocol/lang';
import type { FileReply } from '../core/FileReply';
import { ProtocolError } from '../core/ProtocolError';
import { tableFileBase } from '../export/syncExport';
import { writeXlsx } from '../export/writeXlsx';
import type { TableSpec } from '../tables/TableSpec';
import { importColumns } from './importColumns';

/** `_down_excel_import_tpl=1`: an xlsx whose only row is the titles of the importable columns, in the caller's language. */
export const importTemplate = (spec: TableSpec, lang: Lang): FileReply => {
    const columns = importColumns(spec);
    if (!spec.show_excel_import || !spec.importInto || !columns.length) throw new ProtocolError('该列表不支持导入');
    return {
        kind: 'file',
        filename: `${tableFileBase(spec)}-import.xlsx`,
        type: 'xlsx',
        write: async out => {
            await writeXlsx(out, { sheet: tableFileBase(spec), columns, rows: (async function* () {})(), timeZone: 'UTC', lang });
        },
    };
};
