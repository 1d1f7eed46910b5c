import type kefu from '../zh-cn/kefu';
import type { Translations } from '../../Translations';

export default {
    在线客服: 'Atención al cliente',
    客服: 'Ayuda',
    打开在线客服: 'Abrir la atención al cliente',
    关闭在线客服: 'Cerrar la atención al cliente',
    聊天记录: 'Conversación',
    输入消息: 'Mensaje',
    发送: 'Enviar',
    您: 'usted',
    '{who}：{text}': '{who}: {text}',
    '您好，{name}，请问有什么可以帮您？': 'Hola, {name}, ¿en qué podemos ayudarle?',
    '已收到：{text}': 'Recibido: {text}',
} satisfies Translations<typeof kefu>;
