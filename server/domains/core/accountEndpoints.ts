import type { Endpoint } from '../../core/Endpoint';
import { ProtocolError } from '../../core/ProtocolError';

interface InfoRow {
    id: number;
    username: string;
    name: string;
    nickname: string;
    avatar: string;
    phone: string;
    introduction: string;
    industry_type: string;
    roles: string[];
    logo: string;
    suid: string;
    is_bind_wx: number;
    bind_wx_time: number;
    last_login_time: number;
}

/** What `buyer/user/info` answers, as the OpenAPI document states it: what the console reads of it. */
const INFO_ANSWER = {
    type: 'object',
    required: ['uid', 'username', 'industry_type', 'roles'],
    properties: {
        uid: { type: 'integer' },
        username: { type: 'string' },
        nickname: { type: 'string' },
        industry_type: { type: 'string', description: '`car`, `offlinepay` or `admin` (the union/platform industry)' },
        roles: { type: 'array', minItems: 1, items: { type: 'string' } },
        suid: { type: 'string' },
        platform_merchant: {
            type: 'boolean',
            description:
                "whether the account belongs to the platform administrator's own merchant, whose roles may grant the platform's calls (optional: absent, the console takes false)",
        },
    },
};

/** Who is signed in (docs/console.md §3) and what they may open and call (docs/protocol.md §6). */
export const accountEndpoints: Endpoint[] = [
    {
        method: 'GET',
        path: 'buyer/user/info',
        fields: [],
        industries: 'all',
        anyRole: true,
        answers: INFO_ANSWER,
        async handler(ctx) {
            const { rows } = await ctx.db.query<InfoRow>(
                `SELECT id, username, name, nickname, avatar, phone, introduction, industry_type, roles, logo, suid,
                        is_bind_wx, bind_wx_time, last_login_time
                 FROM users WHERE id = $1`,
                [ctx.user?.id ?? 0]
            );
            const user = rows[0];
            if (!user) throw new ProtocolError('登录已失效，请重新登录', 'login');
            const roles = user.roles.length ? user.roles : ['operator'];
            return {
                uid: user.id,
                name: user.name || user.username,
                username: user.username,
                login_name: user.username,
                nickname: user.nickname,
                avatar: user.avatar,
                phone: user.phone,
                introduction: user.introduction,
                industry_type: user.industry_type,
                roles,
                role: roles[0],
                logo: user.logo,
                suid: user.suid,
                // The platform's own merchant: its staff may be granted the platform's calls (docs/protocol.md §6).
                platform_merchant: ctx.user!.platformMerchant,
                is_bind_wx: user.is_bind_wx,
                bind_wx_time: user.bind_wx_time,
                last_login_time: user.last_login_time,
            };
        },
    },
    {
        method: 'GET',
        path: 'seller/role/OperatorPermission',
        fields: [],
        industries: 'all',
        anyRole: true,
        async handler(ctx) {
            const user = ctx.user!;
            // Unrestricted roles get every route and call of their industry; the console knows that set.
            if (user.unrestricted) return { path_arr: ['*'], api_arr: ['*'] };
            return { path_arr: user.pathArr, api_arr: user.apiArr };
        },
    },
];
