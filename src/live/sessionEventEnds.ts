/**
 * Whether a live `session` event still signs this tab out when the grace after it is over. The
 * event ends the session that was stored when it came (`endedToken`). By the end of the grace,
 * this tab's own logout may have cleared that session: nothing is left to do. Or a sign-in since,
 * in this tab or another, may have stored a new one: that session was not ended, and signing it
 * out would revoke it on the server.
 */
export const sessionEventEnds = (endedToken: string | undefined, storedToken: string | undefined, live: boolean): boolean =>
    live && endedToken !== undefined && storedToken === endedToken;
