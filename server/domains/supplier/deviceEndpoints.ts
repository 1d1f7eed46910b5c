import type { Endpoint } from '../../core/Endpoint';
import { ProtocolError } from '../../core/ProtocolError';
import { liveSessions, revokeSession, revokeUserSessions } from '../../session/tokens';
import { ownAccountCall } from '../shared/ownAccountCall';
import { recordOperation } from '../shared/recordOperation';
import { idRule, readId } from '../shared/validate';
import type { TextKey } from '../../i18n/catalogue';

/** The calls of the profile's 登录设备 page, and what they write to the operator log. */
export const DEVICE_CALLS = {
    list: 'buyer/user/SessionList',
    signOut: 'buyer/user/SessionLogout',
    signOutOthers: 'buyer/user/SessionLogoutOthers',
} as const;

const DEVICE_MESSAGES = {
    notFound: '该登录设备不存在或已退出' as TextKey,
    logModule: '账号',
    signedOut: (id: number) => `退出登录设备#${id}`,
    signedOutOthers: (count: number) => `退出其他登录设备（${count}个）`,
};

/**
 * Where the caller is signed in (OWASP ASVS 4.0 V3.3.4): one row per live session with its
 * device (User-Agent), address, first and last use, the caller's own marked `current`; ending
 * one of them, or all but the current one. Own calls: every role may make them, for itself only.
 */
export const deviceEndpoints: Endpoint[] = [
    ownAccountCall({
        method: 'GET',
        path: DEVICE_CALLS.list,
        fields: [],
        handler: async ctx => {
            const sessions = await liveSessions(ctx.db, ctx.config, ctx.user!.id);
            return sessions.map(session => ({ ...session, current: session.id === ctx.sessionId })).sort((a, b) => Number(b.current) - Number(a.current));
        },
    }),
    ownAccountCall({
        method: 'POST',
        path: DEVICE_CALLS.signOut,
        fields: [],
        key: idRule(),
        handler: async ctx => {
            const id = readId(ctx.params);
            const mine = (await liveSessions(ctx.db, ctx.config, ctx.user!.id)).some(session => session.id === id);
            if (!mine) throw new ProtocolError(DEVICE_MESSAGES.notFound);
            await ctx.db.transaction(async tx => {
                await revokeSession(tx, id, 'signedOut');
                await recordOperation(tx, ctx, DEVICE_MESSAGES.logModule, DEVICE_MESSAGES.signedOut(id));
            });
            return { id, current: id === ctx.sessionId };
        },
    }),
    ownAccountCall({
        method: 'POST',
        path: DEVICE_CALLS.signOutOthers,
        fields: [],
        handler: async ctx =>
            ctx.db.transaction(async tx => {
                const count = await revokeUserSessions(tx, ctx.user!.id, 'signedOut', ctx.sessionId);
                await recordOperation(tx, ctx, DEVICE_MESSAGES.logModule, DEVICE_MESSAGES.signedOutOthers(count));
                return { count };
            }),
    }),
];
