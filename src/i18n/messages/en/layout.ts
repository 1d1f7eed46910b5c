import type zh from '../zh/layout';

export default {
    layout: {
        menu: {
            sections: 'Main menu',
        },
        tabs: {
            label: 'Open pages',
            refresh: 'Refresh',
            close: 'Close',
            closeOne: 'Close %{title}',
            closeOthers: 'Close others',
            closeAll: 'Close all',
            closeLeft: 'Close tabs to the left',
            closeRight: 'Close tabs to the right',
        },
        navbar: {
            collapse: 'Collapse menu',
            expand: 'Expand menu',
            refresh: 'Refresh',
            breadcrumb: 'Breadcrumb',
            fullscreen: 'Full screen',
            exitFullscreen: 'Exit full screen',
        },
        search: {
            label: 'Search menu',
            placeholder: 'Search the menu',
            empty: 'No matching menu',
        },
        user: {
            menu: 'User menu',
            account: 'My account',
            home: 'Home',
            logout: 'Log out',
        },
        settings: {
            title: 'Layout settings',
            themeColor: 'Theme colour',
            tagsView: 'Tags view',
            fixedHeader: 'Fixed header',
            sidebarLogo: 'Sidebar logo',
            pinyinSearch: 'Pinyin menu search',
            size: 'Size',
            sizeMedium: 'Default',
            sizeSmall: 'Compact',
        },
        debug: {
            title: 'Debug settings',
            apiHost: 'API host',
            hostHint: 'Empty means this site; applies to this browser session only',
            invalidHost: 'Enter an address starting with http:// or https://',
            encryption: 'Encrypted API replies',
            save: 'Save and reload',
            reset: 'Restore defaults',
        },
        exportTasks: {
            title: 'Export tasks',
            empty: 'No export tasks',
            download: 'Download',
            downloadOne: 'Download %{name}',
            delete: 'Delete',
            deleteOne: 'Delete %{name}',
            state: {
                queued: 'Queued',
                running: 'Exporting',
                done: 'Done',
                expired: 'Expired',
                unknown: 'Unknown',
            },
        },
        errorLog: {
            title: 'Error log',
            message: 'Message',
            info: 'Where',
            url: 'Page',
            stack: 'Stack',
            clear: 'Clear all',
        },
        chat: {
            title: 'Customer service',
        },
    },
} satisfies typeof zh;
