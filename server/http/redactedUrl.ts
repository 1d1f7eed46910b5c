/** Query parameters that hold a secret: a URL opened in a new window (and the live stream) carries its token and signature there. */
const SECRET_PARAMS = /([?&](?:accesstoken|signature|refresh_token)=)[^&#]*/gi;

/** A request's URL as the log writes it: the secrets of its query replaced, so no token ever reaches a log. */
export const redactedUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]');
