/**
 * Refusals of a call the caller may not make. The console recognises them by 没有此操作权限
 * (PROTOCOL.md §4), so every language's text keeps those characters as they are.
 */
export default ['没有此操作权限', '没有此操作权限：该功能不属于当前账号的行业'] as const;
