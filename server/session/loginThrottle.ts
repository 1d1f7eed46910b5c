import type { ServerConfig } from '../core/config';
import type { Db } from '../core/Db';

/**
 * Brute-force bookkeeping of the login call, in the database so that every instance sees the
 * same counts (after Keycloak's brute-force detection, OWASP ASVS 4.0 V2.2.1):
 *
 * - per username (`login_failures`): failures since the last success; from `captchaAfter` on,
 *   every login of that username needs a captcha. Unknown usernames are counted alike, so the
 *   captcha does not tell which usernames exist.
 * - per client address (`login_address_failures`, one row per failure): failures over any
 *   usernames within the last `addressWindow` seconds; from `addressCaptchaAfter` on every login
 *   from that address needs a captcha (a password spray meets it), from `addressWaitAfter` on it
 *   is refused until enough of those failures have left the window. A success does not clear
 *   the address's count: an attacker would sign in to an account of their own between guesses.
 *
 * Only a checked credential that was wrong counts; a missing or wrong captcha and a refused
 * wait do not (they are logged, not counted).
 */
export interface LoginPressure {
    userFailures: number;
    addressFailures: number;
}

type Bounds = Pick<ServerConfig, 'captchaAfter' | 'addressCaptchaAfter' | 'addressWaitAfter' | 'addressWindow'>;

const reached = (count: number, bound: number) => bound > 0 && count >= bound;

export const needsCaptcha = (pressure: LoginPressure, config: Bounds) =>
    reached(pressure.userFailures, config.captchaAfter) || reached(pressure.addressFailures, config.addressCaptchaAfter);

export const mustWait = (pressure: LoginPressure, config: Bounds) => reached(pressure.addressFailures, config.addressWaitAfter);

/** The SQL of both counts, as columns `user_failures` and `address_failures` (parameters: username, address, window start). */
export const PRESSURE_COLUMNS = `coalesce((SELECT failures FROM login_failures WHERE username = $1), 0) AS user_failures,
       (SELECT count(*)::int FROM login_address_failures WHERE ip = $2 AND fail_time > $3) AS address_failures`;

/** Counts one failed login of `username` from `ip`; answers both counts after it. */
export const recordLoginFailure = async (db: Db, config: Bounds, username: string, ip: string, now: number): Promise<LoginPressure> => {
    // Rows older than the window count for nobody any more.
    await db.query('DELETE FROM login_address_failures WHERE fail_time <= $1', [now - config.addressWindow]);
    await db.query('INSERT INTO login_address_failures (ip, fail_time) VALUES ($1, $2)', [ip, now]);
    const { rows } = await db.query<{ user_failures: number; address_failures: number }>(
        `WITH counted AS (
            INSERT INTO login_failures (username, failures, last_time) VALUES ($1, 1, $4)
            ON CONFLICT (username) DO UPDATE SET failures = login_failures.failures + 1, last_time = $4
            RETURNING failures
         )
         SELECT (SELECT failures FROM counted) AS user_failures,
                (SELECT count(*)::int FROM login_address_failures WHERE ip = $2 AND fail_time > $3) AS address_failures`,
        [username, ip, now - config.addressWindow, now]
    );
    return { userFailures: Number(rows[0].user_failures), addressFailures: Number(rows[0].address_failures) };
};

export const clearUserFailures = async (db: Db, username: string) => {
    await db.query('DELETE FROM login_failures WHERE username = $1', [username]);
};

/**
 * Seconds until the address may try again: until its `addressWaitAfter`-th newest failure has
 * left the window, so that fewer than that many remain in it.
 */
export const secondsToWait = async (db: Db, config: Bounds, ip: string, now: number): Promise<number> => {
    const { rows } = await db.query<{ fail_time: string | number }>(
        'SELECT fail_time FROM login_address_failures WHERE ip = $1 AND fail_time > $2 ORDER BY fail_time DESC OFFSET $3 LIMIT 1',
        [ip, now - config.addressWindow, Math.max(0, config.addressWaitAfter - 1)]
    );
    const oldest = rows[0] ? Number(rows[0].fail_time) : now;
    return Math.max(1, oldest + config.addressWindow - now);
};
