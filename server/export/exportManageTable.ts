import type { Option, TableSpec } from '../tables/TableSpec';

export const EXPORT_DOWNLOAD_API = 'seller/export/ExportDownload';

const statusOptions: Option[] = [
    { value: 0, label: '排队中' },
    { value: 1, label: '导出中' },
    { value: 2, label: '已完成' },
];

/**
 * The caller's export tasks (docs/protocol.md §9.7). `excel` is the download call with its query,
 * `seller/export/ExportDownload?id=12`, which the console opens through its signed-URL
 * builder; it is empty until the file exists and again once the file has expired.
 */
export const exportManageTable: TableSpec = {
    api: 'seller/export/ExportManage',
    industries: 'all',
    anyRole: true,
    from: 'export_tasks',
    owner: { merchant: 'suid' },
    fixedColumns: ['user_id'],
    pk: 'id',
    columns: {
        id: { title: 'ID', sort: true, item_width: 80 },
        name: { title: '文件名', item_width: 200 },
        status: { title: '状态', type: 'select', options: statusOptions, item_width: 100 },
        excel: {
            title: '下载',
            sql: `CASE WHEN status = 2 AND file IS NOT NULL AND expire_time > floor(extract(epoch from now()))::bigint
                  THEN '${EXPORT_DOWNLOAD_API}?id=' || id ELSE '' END`,
        },
        create_time: { title: '创建时间', type: 'datetime', sort: true, item_width: 170 },
    },
    top_search: [
        { name: 'name', title: '文件名' },
        { name: 'status', title: '状态', type: 'select', options: statusOptions },
    ],
    defaultSort: { column: 'id', order: 'desc' },
    limit: 10,
    scope: ctx => ({ sql: 'user_id = $1', params: [ctx.user?.id ?? 0] }),
};
