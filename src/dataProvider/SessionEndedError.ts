/**
 * The session is over and only a new login can start another: the refresh token has expired
 * or the server refused it. The caller's request was not sent.
 */
export class SessionEndedError extends Error {
    constructor() {
        super('mc.session.ended');
        this.name = 'SessionEndedError';
    }
}

export const isSessionEndedError = (error: unknown): error is SessionEndedError => error instanceof SessionEndedError;
