import { plugin } from './sections';

// pluginSetup has no table on the server yet: it shows the "not configured" alert.
export default [plugin.list('/plugin/manage', { api: 'addons/list' }), plugin.page('/plugin/pluginSetup')];
