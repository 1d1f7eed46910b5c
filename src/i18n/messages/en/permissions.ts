import type zh from '../zh/permissions';

export default {
    apiTree: {
        expand: 'Expand %{title}',
        collapse: 'Collapse %{title}',
        section: 'All calls of %{title}',
        page: 'Calls of %{title}',
        selected: '%{count} calls selected',
    },
    addon: {
        notInstalled: 'Plugin not installed',
        notInstalledText: 'This page belongs to the plugin "%{name}", which is not installed. Install it to use this page.',
        install: 'Go to install',
    },
} satisfies typeof zh;
