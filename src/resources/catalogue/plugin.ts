import { plugin } from './sections';

export default [plugin.list('/plugin/manage'), plugin.page('/plugin/pluginSetup')];
