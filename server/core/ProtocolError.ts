/** `status:false` with this message (and `data`, e.g. "login" or "refresh_captcha"). */
export class ProtocolError extends Error {
    readonly data: unknown;
    constructor(message: string, data: unknown = null) {
        super(message);
        this.name = 'ProtocolError';
        this.data = data;
    }
}
