/** The role form's 接口权限 tree. */
export default {
    apiTree: {
        expand: '展开 %{title}',
        collapse: '收起 %{title}',
        section: '%{title}的全部接口',
        page: '%{title}的接口',
        selected: '已选择 %{count} 个接口',
    },
};
