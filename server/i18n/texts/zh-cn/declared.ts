/** Tables declared in server/tables.d. */
export default ['{title}不正确，请重新选择'] as const;
