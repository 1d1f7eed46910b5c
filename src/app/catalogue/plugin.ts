import { plugin } from './sections';

const manage = '/plugin/manage';
const setup = '/plugin/pluginSetup';

// Both pages list `addons/list`, whose rows are keyed by the addon key, so an action sends
// `{key}`. Management is the whole catalogue, where a plugin not installed can be installed;
// setup is the merchant's installed plugins, where one can be uninstalled. Either changes the
// addon-backed areas (`addon` entries), so the menus and routes are reloaded at once.
export default [
    plugin.list(manage, { api: 'addons/list' }),
    plugin.action(`${manage}/install`, {
        parent: manage,
        noCache: true,
        when: { field: 'installed', values: [0] },
        action: { call: 'addons/install', success: 'mc.plugin.installed', reloadsPermissions: true },
    }),
    plugin.list(setup, { api: 'addons/list', filter: { installed: 1 } }),
    plugin.action(`${setup}/uninstall`, {
        parent: setup,
        noCache: true,
        when: { field: 'installed', values: [1] },
        action: { call: 'addons/uninstall', success: 'mc.plugin.uninstalled', reloadsPermissions: true },
    }),
];
