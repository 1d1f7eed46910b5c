import type { CallContext } from '../core/CallContext';
import type { FileReply } from '../core/FileReply';
import { ProtocolError } from '../core/ProtocolError';
import { versionedReply, type VersionedReply } from '../core/VersionedReply';
import { countAndSum } from './listCounts';
import { buildListQuery } from './listQuery';
import { readPage } from './pageAnchors';
import { readPaging } from './readPaging';
import type { TableOperations } from './TableOperations';
import { tableDefinition } from './tableDefinition';
import type { TableSpec } from './TableSpec';
import { ROWS_BY_KEY_LIMIT, ROWS_BY_KEY_PARAM } from '../../protocol/liveEvents';
import { paramText } from './paramText';
import { message } from '../i18n/Message';

/** `_ids`: the keys a live list reads again (docs/protocol.md §17.3), at most ROWS_BY_KEY_LIMIT of them. */
const rowsByKey = (raw: unknown): string[] => {
    const keys = [
        ...new Set(
            paramText(raw)
                .split(',')
                .map(key => key.trim())
                .filter(Boolean)
        ),
    ];
    if (keys.length > ROWS_BY_KEY_LIMIT) throw new ProtocolError(message('参数错误：_ids 最多{max}个', { max: ROWS_BY_KEY_LIMIT }));
    return keys;
};

const isOn = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';
const isGiven = (value: unknown) => value !== undefined && value !== null && value !== '';

/** What a generic table call does, by its method and parameters (docs/protocol.md §9.8). */
export type TableOperation = 'import' | 'refused' | 'importTemplate' | 'export' | 'exportTask' | 'definition' | 'rows';

export const tableOperationOf = (method: string, params: Record<string, unknown>): TableOperation => {
    if (method === 'POST') return isOn(params._excel_import) ? 'import' : 'refused';
    if (isOn(params._down_excel_import_tpl)) return 'importTemplate';
    if (isOn(params._down_excel)) return 'export';
    if (isGiven(params._excel_down_culumns) || isGiven(params.export_type)) return 'exportTask';
    return isGiven(params.page) ? 'rows' : 'definition';
};

/** Whether the operation writes: its call's transaction may (the others are READ ONLY). */
export const tableOperationWrites = (operation: TableOperation): boolean => operation === 'import' || operation === 'exportTask';

/**
 * The access rules of one operation on a table (core/authorize): the table's own, but a shared
 * table's rows are the platform's to write, so its import is for platform accounts only.
 */
export const tableOperationRules = (spec: TableSpec, operation: TableOperation): TableSpec =>
    operation === 'import' && 'shared' in spec.owner ? { ...spec, account: 'union' } : spec;

/**
 * One generic table api (docs/protocol.md §9.8), by its parameters: import (POST), import template,
 * synchronous export, asynchronous export task, rows (with `page`), or else the definition, with
 * its validator (an unchanged definition is not sent again).
 */
export const handleTableCall = async (
    spec: TableSpec,
    ctx: CallContext,
    method: string,
    operations: TableOperations
): Promise<unknown | FileReply | VersionedReply> => {
    const params = ctx.params;
    switch (tableOperationOf(method, params)) {
        case 'import':
            return operations.import(spec, ctx);
        case 'refused':
            throw new ProtocolError('参数错误：列表接口只接受查询或导入');
        case 'importTemplate':
            return operations.importTemplate(spec, ctx);
        case 'export':
            return operations.export(spec, ctx);
        case 'exportTask':
            return operations.exportTask(spec, ctx);
        case 'definition':
            return versionedReply(tableDefinition(spec, ctx.lang));
        case 'rows': {
            const { limit, offset } = readPaging(spec, ctx);
            const query = buildListQuery(spec, ctx, isGiven(params[ROWS_BY_KEY_PARAM]) ? { only: rowsByKey(params[ROWS_BY_KEY_PARAM]) } : {});
            const data = await readPage(ctx.db, query, limit, offset);
            if (!isOn(params._count_sum)) return { data };
            return { data, ...(await countAndSum(ctx.db, query)) };
        }
    }
};
