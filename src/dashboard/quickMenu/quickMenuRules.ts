import { QUICK_MENU_MAX } from '../../layout/layoutConstants';
import { DASHBOARD_PATH } from '../../config/routePaths';

/** A shortcut as the quick-menu calls carry it (docs/console.md §3). */
export interface QuickMenuItem {
    full_path: string;
    path: string;
    name: string;
    title: string;
}

export const QUICK_MENU_CALLS = {
    list: 'seller/quickmenu/QuickMenuList',
    add: 'seller/quickmenu/QuickMenuAdd',
    adds: 'seller/quickmenu/QuickMenuAdds',
    del: 'seller/quickmenu/QuickMenuDel',
} as const;

/** Translation keys of the refusals (docs/console.md §5). */
export const quickMenuErrors = {
    tooMany: 'mc.workbench.quickMenu.tooMany',
    duplicate: 'mc.workbench.quickMenu.duplicate',
    home: 'mc.workbench.quickMenu.noHome',
    unchanged: 'mc.message.unchanged',
} as const;

const isHome = (path: string) => path === DASHBOARD_PATH || path === '/';

/** The list reply as shortcuts, skipping malformed rows (a list, or `{data: list}`). */
export const parseQuickMenu = (reply: unknown): QuickMenuItem[] => {
    const rows = Array.isArray(reply) ? reply : Array.isArray((reply as { data?: unknown })?.data) ? (reply as { data: unknown[] }).data : [];
    const items: QuickMenuItem[] = [];
    for (const row of rows) {
        if (!row || typeof row !== 'object') continue;
        const { full_path, path, name, title } = row as Record<string, unknown>;
        const route = typeof path === 'string' && path ? path : typeof full_path === 'string' ? full_path : '';
        if (!route.startsWith('/')) continue;
        items.push({
            path: route,
            full_path: typeof full_path === 'string' && full_path ? full_path : route,
            name: typeof name === 'string' ? name : '',
            title: typeof title === 'string' ? title : '',
        });
    }
    return items;
};

/** Why one more shortcut to `path` is refused, or undefined when it may be added. */
export const checkAdd = (items: readonly QuickMenuItem[], path: string): string | undefined => {
    if (isHome(path)) return quickMenuErrors.home;
    if (items.some(item => item.path === path)) return quickMenuErrors.duplicate;
    if (items.length >= QUICK_MENU_MAX) return quickMenuErrors.tooMany;
    return undefined;
};

/** Why replacing the shortcuts by `paths` is refused, or undefined when it may be sent. */
export const checkBatch = (items: readonly QuickMenuItem[], paths: readonly string[]): string | undefined => {
    if (paths.some(isHome)) return quickMenuErrors.home;
    if (new Set(paths).size !== paths.length) return quickMenuErrors.duplicate;
    if (paths.length > QUICK_MENU_MAX) return quickMenuErrors.tooMany;
    const current = items.map(item => item.path);
    if (current.length === paths.length && current.every((path, index) => path === paths[index])) return quickMenuErrors.unchanged;
    return undefined;
};
