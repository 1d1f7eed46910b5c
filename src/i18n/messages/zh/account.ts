/** The signed-in account: its header label, the supplier list and the update notice. */
export default {
    account: {
        superAdmin: '超级管理员',
        suppliers: {
            title: '已入驻商户（%{count}家）',
            failed: '已入驻商户暂时无法显示',
        },
        update: {
            available: '发现新版本 %{version}，刷新页面即可使用。',
            reload: '刷新页面',
            dismiss: '关闭',
        },
    },
};
