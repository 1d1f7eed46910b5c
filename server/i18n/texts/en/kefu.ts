import type kefu from '../zh-cn/kefu';
import type { Translations } from '../../Translations';

export default {
    在线客服: 'Customer service',
    客服: 'Support',
    打开在线客服: 'Open customer service',
    关闭在线客服: 'Close customer service',
    聊天记录: 'Conversation',
    输入消息: 'Message',
    发送: 'Send',
    您: 'you',
    '{who}：{text}': '{who}: {text}',
    '您好，{name}，请问有什么可以帮您？': 'Hello {name}, how can we help?',
    '已收到：{text}': 'Received: {text}',
} satisfies Translations<typeof kefu>;
