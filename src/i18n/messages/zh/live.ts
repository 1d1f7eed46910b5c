/** The live console: the stream's state in the header, a list's new and removed rows, a form's record changed underneath. */
export default {
    live: {
        status: {
            connecting: '正在连接实时更新…',
            reconnecting: '实时更新已断开，正在重新连接',
            paused: '实时更新已暂停：此账号打开的窗口过多',
            retry: '立即重新连接',
        },
        list: {
            newRows: '%{smart_count} 条新记录',
            changed: '列表有更新',
            deleted: '已被删除',
        },
        record: {
            changed: '%{name} 于 %{time} 修改了此记录',
            changedUnnamed: '此记录已于 %{time} 被修改',
            deleted: '%{name} 于 %{time} 删除了此记录',
            deletedUnnamed: '此记录已于 %{time} 被删除',
            you: '你（在另一窗口）',
            hint: '现在保存会覆盖对方的修改。',
            showChange: '查看修改',
            reload: '载入最新内容',
            dismiss: '关闭提示',
        },
    },
};
