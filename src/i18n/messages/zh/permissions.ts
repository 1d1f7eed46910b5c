/** The role form's 接口权限 tree and the "plugin not installed" page. */
export default {
    apiTree: {
        expand: '展开 %{title}',
        collapse: '收起 %{title}',
        section: '%{title}的全部接口',
        page: '%{title}的接口',
        selected: '已选择 %{count} 个接口',
    },
    addon: {
        notInstalled: '插件未安装',
        notInstalledText: '此页面属于插件「%{name}」，该插件尚未安装。安装后即可使用。',
        install: '前往安装',
    },
};
