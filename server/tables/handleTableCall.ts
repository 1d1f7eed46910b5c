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

const isOn = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';
const isGiven = (value: unknown) => value !== undefined && value !== null && value !== '';

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
    if (method === 'POST') {
        if (isOn(params._excel_import)) return operations.import(spec, ctx);
        throw new ProtocolError('参数错误：列表接口只接受查询或导入');
    }
    if (isOn(params._down_excel_import_tpl)) return operations.importTemplate(spec, ctx);
    if (isOn(params._down_excel)) return operations.export(spec, ctx);
    if (isGiven(params._excel_down_culumns) || isGiven(params.export_type)) return operations.exportTask(spec, ctx);
    if (!isGiven(params.page)) return versionedReply(tableDefinition(spec, ctx.lang));

    const { limit, offset } = readPaging(spec, ctx);
    const query = buildListQuery(spec, ctx);
    const data = await readPage(ctx.db, query, limit, offset);
    if (!isOn(params._count_sum)) return { data };
    return { data, ...(await countAndSum(ctx.db, query)) };
};
