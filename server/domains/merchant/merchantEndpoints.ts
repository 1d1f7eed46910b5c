import type { CallContext } from '../../core/CallContext';
import type { Endpoint } from '../../core/Endpoint';
import type { FileReply } from '../../core/FileReply';
import { ProtocolError } from '../../core/ProtocolError';
import { syncExport } from '../../export/syncExport';
import { handleTableCall } from '../../tables/handleTableCall';
import type { TableOperations } from '../../tables/TableOperations';
import { readFields, type FieldRule } from '../shared/validate';
import { callOperator } from './acrossMerchants';
import { archiveFileName, packArchive, writeMerchantArchive } from './archive/writeMerchantArchive';
import { createMerchant, merchantAddFields, readNewMerchant } from './createMerchant';
import { merchantListTable } from './merchantListTable';
import { resumeMerchant, suspendMerchant } from './merchantState';
import { removeMerchant } from './removeMerchant';

const suidRule: FieldRule = { name: 'suid', title: '商户编号', required: true, max: 64 };

/** A platform call; `keyed`: it acts on the merchant its `suid` names (a row action of the list, whose key that is). */
const platformCall = (method: Endpoint['method'], path: string, fields: FieldRule[], handler: Endpoint['handler'], keyed = false): Endpoint => ({
    method,
    path: `platform/merchant/${path}`,
    industries: 'admin',
    account: 'platform',
    // Each acts on merchants other than the caller's (acrossMerchants.ts).
    tenancy: { named: 'platformMerchants' },
    fields,
    ...(keyed ? { key: suidRule } : {}),
    handler,
});

/** The merchant's name, typed to confirm its removal. */
const confirmRule: FieldRule = { name: 'confirm', title: '商户名称', required: true, max: 100 };

const suidOf = (ctx: CallContext) => String(readFields(ctx.params, [suidRule]).suid);

const refuse = (text: '该列表不支持导入' | '该列表不支持异步导出') => async () => {
    throw new ProtocolError(text);
};

/** The list's file operations: its rows as xlsx; none queued (a task would run as the platform's merchant alone) and no import. */
const listOperations: TableOperations = {
    export: syncExport,
    exportTask: refuse('该列表不支持异步导出'),
    import: refuse('该列表不支持导入'),
    importTemplate: refuse('该列表不支持导入'),
};

/** The list's parameters (docs/protocol.md §9), from its table: its paging, sort, filters and export. */
const listFields: FieldRule[] = [
    { name: 'page', title: '页码', kind: 'int', min: 1 },
    { name: 'limit', title: '每页条数', kind: 'int', min: 1 },
    { name: '_count_sum', title: '返回总数', kind: 'switch' },
    {
        name: 'sort',
        title: '排序列',
        kind: 'enum',
        options: Object.entries(merchantListTable.columns).flatMap(([name, column]) => (column.sort ? [name] : [])),
    },
    { name: 'order', title: '升序', kind: 'enum', options: ['true', 'false'] },
    ...merchantListTable.top_search.map((search): FieldRule =>
        search.options
            ? { name: search.name, title: search.title, kind: 'enum', options: search.options.map(o => o.value) }
            : { name: search.name, title: search.title }
    ),
    { name: '_down_excel', title: '导出', kind: 'switch' },
    { name: '_excel_file_name', title: '导出文件名' },
];

/**
 * The platform administrator's calls on merchants (server/README.md, "Merchants"): list, create,
 * suspend, resume, export and remove. Each is a named cross-merchant call, platform
 * administrator only, and each write appends to its operator log.
 */
export const merchantEndpoints: Endpoint[] = [
    platformCall('GET', 'MerchantList', listFields, ctx => handleTableCall(merchantListTable, ctx, 'GET', listOperations)),
    platformCall('POST', 'MerchantAdd', merchantAddFields, async ctx => {
        const suid = await createMerchant(ctx.db, readNewMerchant(ctx.params), callOperator(ctx));
        return { suid };
    }),
    platformCall('POST', 'MerchantSuspend', [], ctx => suspendMerchant(ctx.db, suidOf(ctx), callOperator(ctx)), true),
    platformCall('POST', 'MerchantResume', [], ctx => resumeMerchant(ctx.db, suidOf(ctx), callOperator(ctx)), true),
    {
        ...platformCall(
            'GET',
            'MerchantExport',
            [],
            async (ctx): Promise<FileReply> => {
                const suid = suidOf(ctx);
                const operator = callOperator(ctx);
                // Read in the call's one snapshot (a GET that writes nothing); its log line once that ended.
                const archive = await writeMerchantArchive(ctx.db, ctx.config, suid);
                ctx.afterCall(async () => operator.log?.(ctx.db, `导出商户：${archive.manifest.merchant.name}（${suid}）`));
                return {
                    kind: 'file',
                    filename: archiveFileName(archive.manifest),
                    type: 'archive',
                    write: async out => {
                        try {
                            await packArchive(archive, out);
                        } finally {
                            await archive.remove();
                        }
                    },
                };
            },
            true
        ),
        answersFile: 'archive',
    },
    platformCall(
        'POST',
        'MerchantRemove',
        [confirmRule],
        ctx => {
            const { suid, confirm } = readFields(ctx.params, [suidRule, confirmRule]);
            return removeMerchant(ctx.db, ctx.config, String(suid), String(confirm), callOperator(ctx), {
                afterCommit: task => ctx.afterCall(task),
            });
        },
        true
    ),
];
