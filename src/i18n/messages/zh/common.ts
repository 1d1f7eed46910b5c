/** Texts shared by every screen. The Chinese messages of docs/console.md are copied word for word. */
export default {
    app: {
        title: '商户管理中心',
        loading: '加载中…',
        configError: '控制台配置无法加载：%{message}',
    },
    error: {
        network: '网络连接异常',
        http: '服务器错误（HTTP %{status}），请稍后再试',
        malformed: '服务器返回了无法识别的数据',
        server: '操作失败',
        noPermission: '非常抱歉，您没有此操作权限，请联系管理员',
        relogin: '请重新登录',
        verifyFailed: '验证失败，请重新登录。',
        fullscreenUnsupported: '您当前的浏览器暂不支持该功能',
        notConfigured: '该页面尚未配置数据接口',
    },
    message: {
        confirmDelete: '确定要删除么?',
        deleted: '删除成功!',
        added: '添加成功!',
        saved: '保存成功!',
        unchanged: '数据未发生任何改变，请修改数据后再次提交',
        downloadOpened: '已在新窗口开始下载',
        merchantSuspended: '已暂停该商户，其账号已全部退出登录',
        merchantResumed: '已恢复该商户',
        merchantRemoved: '已删除该商户（数据较多时在后台继续删除，进度见列表）',
    },
    action: {
        confirm: '确定',
        cancel: '取消',
        retry: '重试',
    },
};
