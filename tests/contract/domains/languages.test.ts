import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PERMISSION_TEXT } from '../../../protocol/noPermission';
import type { Lang } from '../../../protocol/lang';
import { demoAccounts } from '../../../server/domains/core/demoAccounts';
import { domains } from '../../../server/domains';
import type { TableSpec } from '../../../server/tables/TableSpec';
import { chineseIn } from '../../e2e/support/sourceTexts';
import { createTestClient, type TestClient } from '../support/createTestClient';
import { failure } from '../support/failure';
import { startTestServer, type TestServer } from '../support/startTestServer';

// Every built-in table's definition, asked in en, es and ja, holds no title, search title, option
// label or cascade label that reads as Chinese (support/chineseText.ts says how that is told);
// and refusals come in the language of the call, a field's title included.

type Foreign = Exclude<Lang, 'zh-cn'>;
const LANGS: readonly Foreign[] = ['en', 'es', 'ja'];

/** The demo account whose industry may call a table of these industries (docs/console.md §6). */
const ACCOUNT_OF: Record<TableSpec['industries'], string> = { car: 'admin', all: 'admin', offlinepay: 'bank', admin: 'platform' };

const tables = domains.flatMap(domain => domain.tables);

interface Definition {
    rows: Record<string, { title: string; options: Option[] }>;
    top_search: Array<{ name: string; title: string; options: Option[]; cascades: Record<string, Option[]> }>;
}
interface Option {
    label: string;
    children?: Option[];
}

/** Every text of a definition an operator reads, with where it is. */
const textsOf = (api: string, definition: Definition): Array<[string, string]> => {
    const options = (where: string, list: Option[] = []): Array<[string, string]> =>
        list.flatMap(option => [[`${where} option`, option.label] as [string, string], ...options(where, option.children)]);
    return [
        ...Object.entries(definition.rows).flatMap(([name, column]): Array<[string, string]> => [
            [`${api} ${name} title`, column.title],
            ...options(`${api} ${name}`, column.options),
        ]),
        ...definition.top_search.flatMap((search): Array<[string, string]> => [
            [`${api} search ${search.name} title`, search.title],
            ...options(`${api} search ${search.name}`, search.options),
            ...Object.values(search.cascades).flatMap(list => options(`${api} search ${search.name} cascade`, list)),
        ]),
    ];
};

let server: TestServer;
const clients = new Map<string, TestClient>();

/** One client per account and language, signed in once. */
const client = async (username: string, lang: Lang) => {
    const key = `${username} ${lang}`;
    if (!clients.has(key)) {
        const signedIn = await createTestClient(server, { encryption: false, lang });
        await signedIn.login(username, demoAccounts.find(a => a.username === username)!.password);
        clients.set(key, signedIn);
    }
    return clients.get(key)!;
};

beforeAll(async () => {
    server = await startTestServer();
    // The marketing plugins' lists answer only when installed: every merchant installs every plugin on this copy.
    await server.owner.query(
        `INSERT INTO addon_installs (suid, key, install_time)
            SELECT u.suid, a.key, 0 FROM addons a CROSS JOIN (SELECT DISTINCT suid FROM users) u ON CONFLICT DO NOTHING`
    );
});
afterAll(() => server?.close());

describe.each(LANGS)('in %s', lang => {
    it(`answers every built-in table's definition (${tables.length} tables) with no Chinese title or label`, async () => {
        const chinese = chineseIn(lang);
        const found: string[] = [];
        for (const spec of tables) {
            const definition = await (await client(ACCOUNT_OF[spec.industries], lang)).get<Definition>(spec.api);
            for (const [where, text] of textsOf(spec.api, definition)) {
                const why = chinese(text);
                if (why) found.push(`${where} “${text}”: ${why}`);
            }
        }
        expect(found).toEqual([]);
    });
});

describe('option lists outside table definitions', () => {
    it.each(LANGS)('%s: the supplier entry and the plugin categories name their options in it, values as they are', async lang => {
        const chinese = chineseIn(lang);
        const anonymous = await createTestClient(server, { encryption: false, lang });
        const conf = await anonymous.get<Record<'kinds' | 'regions' | 'brands' | 'business_scope', Option[]>>('public/supplier/EnterConf');
        const labels = [conf.kinds, conf.regions, conf.brands, conf.business_scope].flatMap(function all(list: Option[] = []): string[] {
            return list.flatMap(option => [option.label, ...all(option.children)]);
        });
        expect(labels.filter(label => chinese(label))).toEqual([]);
        expect(conf.brands).toContainEqual({ value: '宝马', label: 'BMW' });
        const cates = await (await client('admin', lang)).get<Option[]>('addons/CateList');
        expect(cates.filter(cate => chinese(cate.label))).toEqual([]);
    });
});

describe('refusals in the language of the call', () => {
    const tooLong = '车'.repeat(51);
    const dealer = { contact: '张伟', phone: '13912345678', province: 310000, city: 310115, address: '浦东新区世纪大道100号' };

    it.each([
        ['zh-cn', '请填写车商名称', '车商名称不能超过50个字', '该车商已审核，不能重复审核'],
        ['en', 'Dealer name is required', 'Dealer name cannot exceed 50 characters', 'This dealer has already been reviewed'],
        [
            'es',
            'El campo «Nombre del concesionario» es obligatorio',
            '«Nombre del concesionario» no puede superar 50 caracteres',
            'Este concesionario ya se ha revisado',
        ],
        ['ja', 'ディーラー名を入力してください', 'ディーラー名は 50 文字以内で入力してください', 'このディーラーは審査済みです'],
    ] as const)('%s: a missing field, an over-long one and a state the action refuses', async (lang, missing, long, audited) => {
        const admin = await client('admin', lang);
        expect((await failure(admin.post('seller/dealer/DealerSave', { ...dealer, name: '' }))).message).toBe(missing);
        expect((await failure(admin.post('seller/dealer/DealerSave', { ...dealer, name: tooLong }))).message).toBe(long);
        const { data } = await admin.get<{ data: Array<{ id: number }> }>('seller/dealer/DealerList', { page: 1, limit: 1, audit_status: 1 });
        expect((await failure(admin.post('seller/dealer/DealerAudit', { id: data[0].id, audit_status: 1 }))).message).toBe(audited);
    });

    it.each(LANGS)('%s: a permission refusal keeps 没有此操作权限, so the console still recognises it', async lang => {
        const bank = await client('bank', lang);
        const refusal = await failure(bank.get('seller/dealer/DealerList', { page: 1 }));
        expect(refusal.kind).toBe('permission');
        expect(refusal.message).toContain(NO_PERMISSION_TEXT);
        expect(refusal.message).not.toBe(`${NO_PERMISSION_TEXT}：该功能不属于当前账号的行业`);
    });

    it.each(LANGS)('%s: an ended session is still data "login", whatever the language', async lang => {
        const admin = await createTestClient(server, { encryption: false, lang });
        admin.session.set({
            token: 'not-a-token',
            refreshToken: 'x',
            suid: '10001',
            accessExpire: 2_000_000_000,
            refreshExpire: 2_000_000_000,
            serverOffset: 0,
        });
        const refusal = await failure(admin.get('seller/dealer/DealerList', { page: 1 }));
        expect(refusal.kind).toBe('session');
        expect(refusal.body).toBe('login');
    });
});
