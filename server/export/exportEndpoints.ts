import { pipeline } from 'node:stream/promises';
import type { CallContext } from '../core/CallContext';
import type { Endpoint } from '../core/Endpoint';
import { idRule } from '../core/FieldRule';
import type { FileReply } from '../core/FileReply';
import { ProtocolError } from '../core/ProtocolError';
import { nowSeconds } from '../core/nowSeconds';
import { EXPORT_DOWNLOAD_API } from './exportManageTable';
import { openFileStore } from './openFileStore';

const readId = (ctx: CallContext): number => {
    const id = Number(ctx.params.id);
    if (!Number.isSafeInteger(id) || id < 1) throw new ProtocolError('参数错误：id 应为正整数');
    return id;
};

/** The caller's own task; another user's id reads as missing. */
const ownTask = async (ctx: CallContext, id: number) => {
    const { rows } = await ctx.db.query<{ id: number; name: string; status: number; file: string | null; expire_time: number }>(
        'SELECT id, name, status, file, expire_time FROM export_tasks WHERE id = $1 AND user_id = $2',
        [id, ctx.user?.id ?? 0]
    );
    if (!rows[0]) throw new ProtocolError('导出任务不存在或已被删除');
    return rows[0];
};

export const exportEndpoints: Endpoint[] = [
    {
        method: 'POST',
        path: 'seller/export/ExportDel',
        fields: [],
        key: idRule(),
        industries: 'all',
        anyRole: true,
        async handler(ctx) {
            const task = await ownTask(ctx, readId(ctx));
            if (task.status === 1) throw new ProtocolError('任务正在导出，请稍后再删除');
            await ctx.db.query('DELETE FROM export_tasks WHERE id = $1', [task.id]);
            if (task.file) await openFileStore(ctx.config, ctx.db).remove(task.file);
            return { id: task.id };
        },
    },
    {
        method: 'GET',
        path: EXPORT_DOWNLOAD_API,
        fields: [],
        key: idRule(),
        answersFile: 'xlsx',
        industries: 'all',
        anyRole: true,
        async handler(ctx): Promise<FileReply> {
            const task = await ownTask(ctx, readId(ctx));
            if (task.status !== 2) throw new ProtocolError('文件正在生成，请稍后再下载');
            // Read from the shared store: any instance serves a file any other instance wrote.
            const file = task.file && task.expire_time > nowSeconds() ? await openFileStore(ctx.config, ctx.db).open(task.file) : undefined;
            if (!file) throw new ProtocolError('文件已过期，请重新导出');
            return {
                kind: 'file',
                filename: `${task.name}.xlsx`,
                type: 'xlsx',
                write: out => pipeline(file, out),
            };
        },
    },
];
