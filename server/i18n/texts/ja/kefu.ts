import type kefu from '../zh-cn/kefu';
import type { Translations } from '../../Translations';

export default {
    在线客服: 'オンラインサポート',
    客服: 'サポート',
    打开在线客服: 'オンラインサポートを開く',
    关闭在线客服: 'オンラインサポートを閉じる',
    聊天记录: '会話の記録',
    输入消息: 'メッセージ',
    发送: '送信',
    您: 'お客様',
    '{who}：{text}': '{who}：{text}',
    '您好，{name}，请问有什么可以帮您？': 'こんにちは、{name} 様。ご用件をお聞かせください。',
    '已收到：{text}': '受け付けました：{text}',
} satisfies Translations<typeof kefu>;
