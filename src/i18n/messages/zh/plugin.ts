/** The plugin pages' install and uninstall messages. */
export default {
    plugin: {
        installed: '安装成功!',
        uninstalled: '卸载成功!',
    },
};
