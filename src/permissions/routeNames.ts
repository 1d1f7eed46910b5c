/**
 * Permission names that stand for a route (docs/console.md §6 "Plugin management needs the PluginManage
 * permission"): a `<Permission route="PluginManage">` or `canAccess({resource: 'PluginManage'})`
 * asks for the route it names.
 */
export const routeNames: Readonly<Record<string, string>> = {
    PluginManage: '/plugin/manage',
};
