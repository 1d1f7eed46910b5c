import { PASSWORD_MAX_LENGTH } from '../../../protocol/passwordRule';
import type { Db } from '../../core/Db';
import { ProtocolError } from '../../core/ProtocolError';
import { nowSeconds } from '../../core/nowSeconds';
import { MERCHANT_STATUS } from '../../core/merchantStatus';
import { message, titleParam } from '../../i18n/Message';
import { hashPassword } from '../../session/password';
import { checkNewPassword } from '../../session/passwordPolicy';
import { agreementTexts } from '../content/agreementTexts';
import { USERNAME_PATTERN } from '../setting/operatorResource';
import { readFields, type FieldRule } from '../shared/validate';
import { enterMerchant, type MerchantOperator } from './acrossMerchants';
import { INDUSTRIES, type Industry } from './merchantOptions';

/** POST platform/merchant/MerchantAdd: what it reads (the password as typed, as OperatorAdd's). */
export const merchantAddFields: FieldRule[] = [
    { name: 'name', title: '商户名称', required: true, max: 30 },
    { name: 'industry', title: '所属行业', kind: 'enum', required: true, options: INDUSTRIES },
    { name: 'username', title: '登录账号', required: true, max: 20 },
    { name: 'password', title: '登录密码', required: true, max: PASSWORD_MAX_LENGTH },
    { name: 'phone', title: '手机号', kind: 'phone', required: true },
    { name: 'addons', title: '安装插件', kind: 'jsonList' },
];

export interface NewMerchant {
    name: string;
    industry: Industry;
    username: string;
    password: string;
    phone: string;
    /** Addon keys of the platform's catalogue to install for it. */
    addons: string[];
}

/** The role of a new merchant's owner: the whole of its industry (a union merchant's is `supplier`). */
const OWNER_ROLES: Record<Industry, string[]> = { car: ['admin'], offlinepay: ['admin'], admin: ['supplier'] };

/** The first merchant number of each industry's block (10001, 20001, 90001 in the demo). */
const NUMBER_BLOCKS: Record<Industry, number> = { car: 10_000, offlinepay: 20_000, admin: 90_000 };
const BLOCK_SIZE = 10_000;

/** Merchant creations take turns: each numbers its merchant after the last one. */
const CREATE_LOCK = 0x4d43_0002;

/** Reads and checks a creation's input: the field rules, the login account's form, the password rule. */
export const readNewMerchant = (params: Record<string, unknown>): NewMerchant => {
    const values = readFields(params, merchantAddFields);
    const username = String(values.username);
    if (!USERNAME_PATTERN.test(username)) throw new ProtocolError('登录账号应为4-20位字母、数字或下划线');
    const password = String(values.password);
    checkNewPassword(password, username, '登录密码');
    return {
        name: String(values.name),
        industry: values.industry as Industry,
        username,
        password,
        phone: String(values.phone),
        addons: JSON.parse(String(values.addons)) as string[],
    };
};

const numeric = (column: string) => `CASE WHEN ${column} ~ '^[0-9]{1,15}$' THEN ${column}::bigint END`;

/** The next free number of the industry's block, or after every number once the block is full. */
const nextMerchantNumber = async (tx: Db, industry: Industry): Promise<string> => {
    const base = NUMBER_BLOCKS[industry];
    const { rows } = await tx.query<{ inBlock: number | null; overall: number | null }>(
        `SELECT max(n) FILTER (WHERE n > $1 AND n < $1 + ${BLOCK_SIZE}) AS "inBlock", max(n) AS overall
           FROM (SELECT ${numeric('suid')} AS n FROM merchants UNION ALL SELECT ${numeric('suid')} FROM users WHERE parent_id IS NULL) s`,
        [base]
    );
    const inBlock = Number(rows[0].inBlock ?? base) + 1;
    return String(inBlock < base + BLOCK_SIZE ? inBlock : Math.max(Number(rows[0].overall ?? 0), base * 10) + 1);
};

/** Refuses a name another merchant has, or a login account another account has, in any merchant. */
export const checkNamesFree = async (db: Db, name: string, usernames: readonly string[]) => {
    const { rows: named } = await db.query('SELECT 1 FROM merchants WHERE lower(name) = lower($1)', [name]);
    if (named[0]) throw new ProtocolError(message('{title}“{value}”已存在', { title: titleParam('商户名称'), value: name }));
    const { rows: taken } = await db.query<{ username: string }>('SELECT username FROM users WHERE lower(username) = ANY($1::text[]) LIMIT 1', [
        usernames.map(username => username.toLowerCase()),
    ]);
    if (taken[0]) throw new ProtocolError(message('{title}“{value}”已存在', { title: titleParam('登录账号'), value: taken[0].username }));
};

const checkAddons = async (db: Db, keys: readonly string[]) => {
    const { rows } = await db.query<{ key: string }>('SELECT key FROM addons WHERE key = ANY($1::text[])', [keys]);
    const unknown = keys.find(key => !rows.some(row => row.key === key));
    if (unknown !== undefined) throw new ProtocolError(message('插件“{key}”不存在', { key: unknown.slice(0, 40) }));
};

/**
 * Creates a merchant in one transaction: its registry row, its owner account, and its own copies
 * of what every merchant starts with (the agreements; the addons it was given), so its owner
 * signs in to an empty console of its industry and can work at once. Its settings start as the
 * platform's defaults, which every setting falls back to until the merchant saves its own.
 * Answers its number. `db` names the access `platformMerchants` (acrossMerchants.ts).
 */
export const createMerchant = async (db: Db, input: NewMerchant, operator: MerchantOperator = {}): Promise<string> => {
    await checkNamesFree(db, input.name, [input.username]);
    await checkAddons(db, input.addons);
    const passwordHash = await hashPassword(input.password);
    return keyTaken(input, () =>
        db.transaction(async tx => {
            await tx.query('SELECT pg_advisory_xact_lock($1)', [CREATE_LOCK]);
            // Again under the lock: two creations of one name sent together make one merchant.
            await checkNamesFree(tx, input.name, [input.username]);
            const suid = await nextMerchantNumber(tx, input.industry);
            const now = nowSeconds();
            await operator.log?.(tx, `新增商户：${input.name}（${suid}），主账号${input.username}`);
            // Its starting rows are provisioned as a seed's are: no account's edit, no revision.
            await enterMerchant(tx, { suid, platform: true });
            await tx.query('INSERT INTO merchants (suid, name, industry, status, create_time, status_time) VALUES ($1, $2, $3, $4, $5, $5)', [
                suid,
                input.name,
                input.industry,
                MERCHANT_STATUS.active,
                now,
            ]);
            await tx.query(
                `INSERT INTO users (username, password_hash, name, nickname, phone, industry_type, roles, role_ids, parent_id, create_time)
             VALUES ($1, $2, $1, $3, $4, $5, $6, '[]', NULL, $7)`,
                [input.username, passwordHash, input.name, input.phone, input.industry, JSON.stringify(OWNER_ROLES[input.industry]), now]
            );
            for (const agreement of agreementTexts) {
                await tx.query('INSERT INTO agreements (title, type, version, content, is_show, create_time, update_time) VALUES ($1, $2, $3, $4, 1, $5, $5)', [
                    agreement.title,
                    agreement.type,
                    agreement.version,
                    agreement.content,
                    now,
                ]);
            }
            if (input.addons.length) {
                await tx.query('INSERT INTO addon_installs (key, install_time) SELECT key, $2 FROM unnest($1::text[]) AS key', [input.addons, now]);
            }
            return suid;
        })
    );
};

/** A login account taken by another call between the check and the insert: refused as the check would have. */
const keyTaken = async <T>(input: NewMerchant, create: () => Promise<T>): Promise<T> => {
    try {
        return await create();
    } catch (error) {
        const { code, constraint } = error as { code?: string; constraint?: string };
        if (code !== '23505') throw error;
        const [title, value] = constraint === 'merchants_name_key' ? (['商户名称', input.name] as const) : (['登录账号', input.username] as const);
        throw new ProtocolError(message('{title}“{value}”已存在', { title: titleParam(title), value }));
    }
};
