/** The error pages and dialogs of the route guard and the error catalogue (docs/console.md §8). */
export default {
    errorPage: {
        title404: '抱歉，您访问的页面不存在',
        detail404: '请检查网址是否正确，或返回首页继续操作。',
        title401: '抱歉，您没有访问该页面的权限',
        detail401: '如需访问，请联系管理员为您分配权限。',
        home: '返回首页',
    },
};
