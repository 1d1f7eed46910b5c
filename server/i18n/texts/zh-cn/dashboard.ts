/** The Workbench overview call. */
export default ['参数错误：days 只能是 7、30 或 90', '参数错误：end 应为 YYYY-MM-DD 格式的日期'] as const;
