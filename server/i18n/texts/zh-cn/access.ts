/**
 * Refusals of a call the caller may not make. The console recognises them by 没有此操作权限
 * (docs/protocol.md §10), so every language's text keeps those characters as they are.
 */
export default [
    '没有此操作权限',
    '没有此操作权限：该功能不属于当前账号的行业',
    '没有此操作权限：该功能仅对联盟账号开放',
    '没有此操作权限：联盟账号不能使用该功能',
    '没有此操作权限：该功能仅限商户主账号使用',
    '没有此操作权限：该功能仅限平台管理员使用',
] as const;
