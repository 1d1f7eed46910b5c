import type { Db } from '../../core/Db';
import type { CallContext } from '../../core/CallContext';
import type { Endpoint } from '../../core/Endpoint';
import { ProtocolError } from '../../core/ProtocolError';
import { guardSubmit } from '../shared/guardSubmit';
import { ownAccountCall } from '../shared/ownAccountCall';
import { readFields, type FieldRule } from '../shared/validate';
import { message } from '../../i18n/Message';

/** docs/console.md §5 and §9: at most 16 shortcuts, no duplicates, never the home page. */
export const QUICK_MENU_MAX = 16;
const HOME_PATHS = ['/', '/dashboard'];

interface QuickMenuItem {
    full_path: string;
    path: string;
    name: string;
    title: string;
}

const pathRule: FieldRule = { name: 'path', title: '菜单路径', required: true, max: 200 };

const itemRules: FieldRule[] = [
    pathRule,
    { name: 'full_path', title: '完整路径', max: 300 },
    { name: 'name', title: '路由名称', max: 100 },
    { name: 'title', title: '菜单名称', required: true, max: 50 },
];

const readItem = (raw: Record<string, unknown>): QuickMenuItem => {
    const item = readFields(raw, itemRules) as unknown as QuickMenuItem;
    if (!item.path.startsWith('/')) throw new ProtocolError('菜单路径格式不正确');
    if (HOME_PATHS.includes(item.path.replace(/\/+$/, '') || '/')) throw new ProtocolError('首页不能添加为快捷菜单');
    return { ...item, full_path: item.full_path || item.path };
};

/** Only pages the account may open can become shortcuts. */
const assertPermitted = (ctx: CallContext, items: QuickMenuItem[]) => {
    const user = ctx.user!;
    if (user.unrestricted) return;
    const denied = items.find(item => !user.pathArr.includes(item.path));
    if (denied) throw new ProtocolError(message('无权访问“{title}”，不能添加为快捷菜单', { title: denied.title }));
};

const list = async (db: Db, userId: number): Promise<QuickMenuItem[]> =>
    (await db.query<QuickMenuItem>('SELECT full_path, path, name, title FROM quick_menus WHERE user_id = $1 ORDER BY sort, id', [userId])).rows;

const insert = (db: Db, userId: number, item: QuickMenuItem, sort: number) =>
    db.query('INSERT INTO quick_menus (user_id, full_path, path, name, title, sort) VALUES ($1, $2, $3, $4, $5, $6)', [
        userId,
        item.full_path,
        item.path,
        item.name,
        item.title,
        sort,
    ]);

export const quickMenuEndpoints: Endpoint[] = [
    ownAccountCall({ method: 'GET', path: 'seller/quickmenu/QuickMenuList', fields: [], handler: ctx => list(ctx.db, ctx.user!.id) }),
    ownAccountCall({
        method: 'POST',
        path: 'seller/quickmenu/QuickMenuAdd',
        fields: itemRules,
        handler: async ctx => {
            const item = readItem(ctx.params);
            assertPermitted(ctx, [item]);
            return ctx.db.transaction(async tx => {
                const current = await list(tx, ctx.user!.id);
                if (current.some(c => c.path === item.path)) throw new ProtocolError('请勿重复添加');
                if (current.length >= QUICK_MENU_MAX) throw new ProtocolError(message('最多可添加{max}个快捷菜单哦', { max: QUICK_MENU_MAX }));
                await insert(tx, ctx.user!.id, item, current.length);
                return list(tx, ctx.user!.id);
            });
        },
    }),
    ownAccountCall({
        // Replaces the whole set (the shortcut editor's save); `menu_data` is JSON text of items.
        method: 'POST',
        path: 'seller/quickmenu/QuickMenuAdds',
        fields: [{ name: 'menu_data', title: '快捷菜单（JSON 文本：菜单项的列表）', required: true }],
        handler: async ctx => {
            let raw: unknown = ctx.params.menu_data;
            try {
                if (typeof raw === 'string') raw = JSON.parse(raw);
            } catch {
                throw new ProtocolError('menu_data格式不正确');
            }
            if (!Array.isArray(raw) || raw.some(item => !item || typeof item !== 'object' || Array.isArray(item)))
                throw new ProtocolError('menu_data格式不正确');
            const items = raw.map(item => readItem(item as Record<string, unknown>));
            if (new Set(items.map(i => i.path)).size !== items.length) throw new ProtocolError('请勿重复添加');
            if (items.length > QUICK_MENU_MAX) throw new ProtocolError(message('最多可添加{max}个快捷菜单哦', { max: QUICK_MENU_MAX }));
            assertPermitted(ctx, items);
            return ctx.db.transaction(async tx => {
                await guardSubmit(tx, 'quickmenu/QuickMenuAdds', String(ctx.user!.id), { menu_data: items });
                const current = await list(tx, ctx.user!.id);
                if (JSON.stringify(current) === JSON.stringify(items)) throw new ProtocolError('数据未发生任何改变，请修改数据后再次提交');
                await tx.query('DELETE FROM quick_menus WHERE user_id = $1', [ctx.user!.id]);
                for (const [index, item] of items.entries()) await insert(tx, ctx.user!.id, item, index);
                return list(tx, ctx.user!.id);
            });
        },
    }),
    ownAccountCall({
        method: 'POST',
        path: 'seller/quickmenu/QuickMenuDel',
        fields: [pathRule],
        handler: async ctx => {
            const { path } = readFields(ctx.params, [pathRule]);
            const { rows } = await ctx.db.query('DELETE FROM quick_menus WHERE user_id = $1 AND path = $2 RETURNING id', [ctx.user!.id, path]);
            if (!rows[0]) throw new ProtocolError('该快捷菜单不存在');
            return list(ctx.db, ctx.user!.id);
        },
    }),
];
