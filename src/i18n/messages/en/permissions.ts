import type zh from '../zh/permissions';

export default {
    apiTree: {
        expand: 'Expand %{title}',
        collapse: 'Collapse %{title}',
        section: 'All calls of %{title}',
        page: 'Calls of %{title}',
        selected: '%{count} calls selected',
    },
} satisfies typeof zh;
