/** The reference server's stand-in chat frame (`/kefu/frame`). */
export default [
    '在线客服',
    '客服',
    '打开在线客服',
    '关闭在线客服',
    '聊天记录',
    '输入消息',
    '发送',
    '您',
    '{who}：{text}',
    '您好，{name}，请问有什么可以帮您？',
    '已收到：{text}',
] as const;
