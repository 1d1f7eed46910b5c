import type { Lang } from '../../protocol/lang';
import { renderMessage, type MessageText } from '../i18n/Message';

/**
 * `status:false` with this message (and `data`, e.g. "login" or "refresh_captcha"). The message
 * is a catalogue text, written in the caller's language when the reply is sent; `message` holds
 * its zh-cn text (logs, tests).
 */
export class ProtocolError extends Error {
    readonly data: unknown;
    readonly text: MessageText;
    constructor(text: MessageText, data: unknown = null) {
        super(renderMessage(text, 'zh-cn'));
        this.name = 'ProtocolError';
        this.text = text;
        this.data = data;
    }

    /** The message in the caller's language. */
    messageIn(lang: Lang): string {
        return renderMessage(this.text, lang);
    }
}
