import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { failure, firstPage } from '../domains/domainTestKit';
import { createTestClient } from '../support/createTestClient';
import { signIn, signedInServer } from '../support/signedInServer';
import { demoAccounts } from '../../../server/domains/core/demoAccounts';

// Versioned writes and every record's history (docs/protocol.md §16), on whichever engine the
// project runs (PGlite, or PostgreSQL for contract-postgres).
const { server, admin, dealer2 } = signedInServer(['admin', 'dealer2'], { encryption: false });

type Row = Record<string, unknown>;
interface Change {
    field: string;
    label: string;
    type: string;
    decimal?: number;
    before: unknown;
    after: unknown;
}
interface RevisionReply {
    revision: number;
    action: string;
    _version: number | null;
    time: number;
    by: { id: number; name: string };
    call: string;
    reason: string | null;
    changes: Change[];
}
interface Conflict {
    conflict: { _version: number; record: Row; changed: string[] };
}

const DEALERS = 'seller/dealer/DealerList';
/** The name the admin account goes by, which its revisions name it by. */
const ADMIN_NAME = demoAccounts.find(account => account.username === 'admin')!.nickname;
const STORES = 'seller/dealer/StoreList';

let serial = 0;
const newDealer = () => ({
    name: `版本测试车行${++serial}号`,
    contact: '张伟',
    phone: '13912345678',
    province: 310000,
    city: 310115,
    address: '浦东新区世纪大道100号',
    business_scope: ['1', '2'],
});
const newStore = () => ({ ...newDealer(), name: `版本测试门店${++serial}号`, brand: '大众' });

const dealerInfo = (id: number) => admin.get<Row>('seller/dealer/DealerInfo', { id });
const history = (client = admin, params: Row) => client.get<{ data: RevisionReply[]; count: number; deleted: boolean }>('seller/history/RecordHistory', params);
const conflictOf = async (promise: Promise<unknown>) => {
    const error = await failure(promise);
    return { message: error.message, ...(error.body as Conflict) };
};

describe('record versions', () => {
    it('the definition says the list is versioned, and rows and records carry their version', async () => {
        const definition = await admin.get<Row>(DEALERS);
        expect(definition).toMatchObject({ versioned: true, history: true });
        const page = await firstPage(admin, DEALERS);
        expect(page.data.length).toBeGreaterThan(0);
        for (const row of page.data) expect(row._version).toEqual(expect.any(Number));
        const { id } = await admin.post<{ id: number }>('seller/dealer/DealerSave', newDealer());
        expect((await dealerInfo(id))._version).toBe(1);
    });

    it('an update without a version is taken as before, and moves the version', async () => {
        const { id } = await admin.post<{ id: number }>('seller/dealer/DealerSave', newDealer());
        const reply = await admin.post<Row>('seller/dealer/DealerEdit', { id, contact: '李娜' });
        expect(reply).toEqual({ id, _version: 2 });
        expect(await dealerInfo(id)).toMatchObject({ contact: '李娜', _version: 2 });
    });

    it('refuses a stale update with the record now and what changed since, in the caller language, writing nothing', async () => {
        const { id } = await admin.post<{ id: number }>('seller/dealer/DealerSave', newDealer());
        await admin.post('seller/dealer/DealerEdit', { id, contact: '李娜', _version: 1 });
        const stale = await conflictOf(admin.post('seller/dealer/DealerEdit', { id, address: '人民路1号', _version: 1 }));
        expect(stale.message).toBe('该记录已被他人修改');
        expect(stale.conflict).toMatchObject({ _version: 2, changed: ['contact'], record: { id, contact: '李娜', _version: 2 } });
        expect(await dealerInfo(id)).toMatchObject({ address: '浦东新区世纪大道100号', _version: 2 });

        const english = await createTestClient(server, { encryption: false, lang: 'en' });
        english.session.set(admin.session.get()!);
        expect((await failure(english.post('seller/dealer/DealerEdit', { id, address: '人民路1号', _version: 1 }))).message).toBe(
            'This record was changed by someone else'
        );
        // The current version is taken.
        expect(await admin.post('seller/dealer/DealerEdit', { id, address: '人民路1号', _version: 2 })).toEqual({ id, _version: 3 });
    });

    it('refuses a stale row action the same way, before its own checks', async () => {
        const { id } = await admin.post<{ id: number }>('seller/dealer/DealerSave', newDealer());
        await admin.post('seller/dealer/DealerEdit', { id, phone: '13900000000' });
        const stale = await conflictOf(admin.post('seller/dealer/DealerBlack', { id, black_reason: '测试', _version: 1 }));
        expect(stale.conflict).toMatchObject({ _version: 2, changed: ['phone'] });
        expect(stale.conflict.record).not.toHaveProperty('password_hash');
        expect(await dealerInfo(id)).toMatchObject({ _version: 2 });
        expect((await firstPage(admin, 'seller/dealer/BlackList', { name: `版本测试车行${serial}号` })).data).toEqual([]);
        await admin.post('seller/dealer/DealerBlack', { id, black_reason: '测试', _version: 2 });
    });

    it('refuses a version that is not a number', async () => {
        const { id } = await admin.post<{ id: number }>('seller/dealer/DealerSave', newDealer());
        expect((await failure(admin.post('seller/dealer/DealerEdit', { id, contact: '李娜', _version: 'abc' }))).message).toBe('版本号格式不正确');
        expect((await failure(admin.post('seller/dealer/DealerEdit', { id, contact: '李娜', _version: 0 }))).message).toBe('版本号不能小于1');
        expect(await dealerInfo(id)).toMatchObject({ contact: '张伟', _version: 1 });
    });

    it('of 20 writes racing with one version, exactly one wins', async () => {
        const { id } = await admin.post<{ id: number }>('seller/dealer/DealerSave', newDealer());
        const attempts = await Promise.allSettled(
            Array.from({ length: 20 }, (_, n) => admin.post('seller/dealer/DealerEdit', { id, contact: `并发${n}`, _version: 1 }))
        );
        const won = attempts.filter(attempt => attempt.status === 'fulfilled');
        expect(won).toHaveLength(1);
        for (const attempt of attempts) {
            if (attempt.status === 'rejected') expect((attempt.reason as Error).message).toBe('该记录已被他人修改');
        }
        const record = await dealerInfo(id);
        expect(record._version).toBe(2);
        expect(record.contact).toMatch(/^并发\d+$/);
    });
});

describe('record history', () => {
    it('keeps a revision of every kind of write, newest first, labelled and shown as the list shows values', async () => {
        const { id } = await admin.post<{ id: number }>('seller/dealer/DealerSave', newDealer());
        await admin.post('seller/dealer/DealerEdit', { id, contact: '李娜', business_scope: ['3'] });
        await admin.post('seller/dealer/DealerAudit', { id, audit_status: 1, audit_remark: '资料齐全' });
        await admin.post('seller/dealer/DealerRecharge', { id, type: 1, amount: '1000050' });
        const { data, count } = await history(admin, { api: DEALERS, id });
        expect(count).toBe(4);
        expect(data.map(revision => revision.action)).toEqual(['update', 'update', 'update', 'create']);
        expect(data.map(revision => revision.call)).toEqual([
            'seller/dealer/DealerRecharge',
            'seller/dealer/DealerAudit',
            'seller/dealer/DealerEdit',
            'seller/dealer/DealerSave',
        ]);
        expect(data.map(revision => revision._version)).toEqual([4, 3, 2, 1]);
        expect(data[0].by).toEqual({ id: expect.any(Number), name: ADMIN_NAME });
        expect(data[0].reason).toBeNull();
        // Money with its decimals, options by their labels, the reason of an audit.
        expect(data[0].changes).toEqual([{ field: 'deposit', label: '保证金', type: 'number', decimal: 2, before: 0, after: 1000050 }]);
        expect(data[1].reason).toBe('资料齐全');
        expect(data[1].changes).toEqual(
            expect.arrayContaining([expect.objectContaining({ field: 'audit_status', label: '审核状态', before: '待审核', after: '已通过' })])
        );
        expect(data[2].changes).toEqual(
            expect.arrayContaining([
                { field: 'contact', label: '联系人', type: 'text', before: '张伟', after: '李娜' },
                expect.objectContaining({ field: 'business_scope', label: '经营范围', type: 'text' }),
            ])
        );
        expect(data[3].changes).toEqual(
            expect.arrayContaining([{ field: 'name', label: '车商名称', type: 'text', before: '', after: `版本测试车行${serial}号` }])
        );
        expect(data[3].changes.map(change => change.field)).not.toContain('suid');
    });

    it('answers the labels in the caller language', async () => {
        const { id } = await admin.post<{ id: number }>('seller/dealer/DealerSave', newDealer());
        await admin.post('seller/dealer/DealerEdit', { id, contact: '李娜' });
        const english = await createTestClient(server, { encryption: false, lang: 'en' });
        english.session.set(admin.session.get()!);
        const { data } = await history(english, { api: DEALERS, id });
        expect(data[0].changes).toEqual([{ field: 'contact', label: 'Contact', type: 'text', before: '张伟', after: '李娜' }]);
    });

    it('keeps a revision per imported row, and one for a delete with the whole record', async () => {
        const workbook = new ExcelJS.Workbook();
        const sheet = workbook.addWorksheet('dealers');
        sheet.addRow(['车商名称', '联系人', '联系电话', '详细地址']);
        sheet.addRow(['版本导入车行甲', '周杰', '13700000001', '人民路1号']);
        sheet.addRow(['版本导入车行乙', '周杰', '13700000002', '人民路2号']);
        const form = new FormData();
        form.append('file', new Blob([await workbook.xlsx.writeBuffer()]), 'dealers.xlsx');
        form.append('_excel_import', '1');
        expect(await admin.post(DEALERS, form)).toMatchObject({ inserted: 2 });
        const imported = (await firstPage(admin, DEALERS, { name: '版本导入车行' })).data;
        expect(imported).toHaveLength(2);
        for (const row of imported) {
            const { data } = await history(admin, { api: DEALERS, id: row.id });
            expect(data.map(revision => revision.action)).toEqual(['import']);
        }

        const { id } = await admin.post<{ id: number }>('seller/dealer/StoreSave', newStore());
        await admin.post('seller/dealer/StoreDel', { id });
        const { data, deleted } = await history(admin, { api: STORES, id });
        expect(deleted).toBe(true);
        expect(data[0]).toMatchObject({ action: 'delete', call: 'seller/dealer/StoreDel' });
        expect(data[0].changes).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'name', before: `版本测试门店${serial}号`, after: '' })]));
    });

    it('shows what a restore would write, restores an edit as a new versioned write, and refuses one with nothing to change', async () => {
        const { id } = await admin.post<{ id: number }>('seller/dealer/DealerSave', newDealer());
        await admin.post('seller/dealer/DealerEdit', { id, contact: '李娜', address: '人民路8号' });
        await admin.post('seller/dealer/DealerEdit', { id, contact: '王强' });
        const created = (await history(admin, { api: DEALERS, id })).data.at(-1)!;
        const preview = await admin.get<{ restorable: boolean; restore: Change[] }>('seller/history/RecordRevision', {
            api: DEALERS,
            id,
            revision: created.revision,
        });
        expect(preview.restorable).toBe(true);
        expect(preview.restore).toEqual([
            { field: 'contact', label: '联系人', type: 'text', before: '王强', after: '张伟' },
            { field: 'address', label: '详细地址', type: 'text', before: '人民路8号', after: '浦东新区世纪大道100号' },
        ]);
        const restored = await admin.post<Row>('seller/history/RecordRestore', { api: DEALERS, id, revision: created.revision });
        expect(restored).toMatchObject({ id, _version: 4, fields: ['contact', 'address'] });
        expect(await dealerInfo(id)).toMatchObject({ contact: '张伟', address: '浦东新区世纪大道100号', _version: 4 });
        const { data } = await history(admin, { api: DEALERS, id });
        expect(data[0]).toMatchObject({ action: 'restore', call: 'seller/history/RecordRestore', reason: `#${created.revision}`, _version: 4 });
        expect((await failure(admin.post('seller/history/RecordRestore', { api: DEALERS, id, revision: created.revision }))).message).toBe(
            '记录已是该版本的内容，无需恢复'
        );
        // A restore guarded by a stale version is refused as any write is.
        const stale = await conflictOf(admin.post('seller/history/RecordRestore', { api: DEALERS, id, revision: data[1].revision, _version: 2 }));
        expect(stale.conflict._version).toBe(4);
    });

    it('lists a deleted record under 最近删除 and brings it back under its id, then no longer lists it', async () => {
        const store = newStore();
        const { id } = await admin.post<{ id: number }>('seller/dealer/StoreSave', store);
        await admin.post('seller/dealer/StoreEdit', { id, contact: '赵敏' });
        await admin.post('seller/dealer/StoreDel', { id });
        const deleted = await admin.get<{ data: Array<{ revision: number; id: number; by: { name: string }; record: Row }>; count: number }>(
            'seller/history/RecordDeleted',
            { api: STORES }
        );
        const entry = deleted.data.find(candidate => candidate.id === id)!;
        expect(entry).toMatchObject({ by: { name: ADMIN_NAME }, record: { name: store.name, contact: '赵敏' } });
        // A deleted dealer (another list's scope) is not among the stores.
        const dealer = await admin.post<{ id: number }>('seller/dealer/DealerSave', newDealer());
        await admin.post('seller/dealer/StoreDel', { id: dealer.id }).catch(() => undefined);
        expect((await admin.get<{ data: Array<{ id: number }> }>('seller/history/RecordDeleted', { api: STORES })).data.map(row => row.id)).not.toContain(
            dealer.id
        );

        expect(await admin.post<Row>('seller/history/RecordRestore', { api: STORES, id, revision: entry.revision })).toMatchObject({ id });
        expect(await admin.get<Row>('seller/dealer/StoreInfo', { id })).toMatchObject({ name: store.name, contact: '赵敏', kind: 2 });
        expect((await firstPage(admin, STORES, { name: store.name })).data.map(row => row.id)).toEqual([id]);
        expect((await admin.get<{ data: Array<{ id: number }> }>('seller/history/RecordDeleted', { api: STORES })).data.map(row => row.id)).not.toContain(id);
        const { data } = await history(admin, { api: STORES, id });
        expect(data.map(revision => revision.action)).toEqual(['restore', 'delete', 'update', 'create']);
    });

    it('refuses a restore that breaks a rule that holds now', async () => {
        const store = newStore();
        const { id } = await admin.post<{ id: number }>('seller/dealer/StoreSave', store);
        await admin.post('seller/dealer/StoreDel', { id });
        await admin.post('seller/dealer/StoreSave', { ...store, phone: '13911112222' });
        const { data } = await history(admin, { api: STORES, id });
        expect((await failure(admin.post('seller/history/RecordRestore', { api: STORES, id, revision: data[0].revision }))).message).toBe(
            `门店名称“${store.name}”已存在`
        );
        expect((await history(admin, { api: STORES, id })).deleted).toBe(true);
    });
});

describe('another merchant and bad input', () => {
    it('another merchant reads no history and restores nothing, answered as an id that does not exist', async () => {
        const { id } = await admin.post<{ id: number }>('seller/dealer/DealerSave', newDealer());
        await admin.post('seller/dealer/DealerEdit', { id, contact: '李娜' });
        const { data } = await history(admin, { api: DEALERS, id });
        const missing = (await failure(history(dealer2, { api: DEALERS, id: 99_999_999 }))).message;
        expect(missing).toBe('车商不存在或已被删除');
        expect((await failure(history(dealer2, { api: DEALERS, id }))).message).toBe(missing);
        expect((await failure(dealer2.get('seller/history/RecordRevision', { api: DEALERS, id, revision: data[0].revision }))).message).toBe(missing);
        expect((await failure(dealer2.post('seller/history/RecordRestore', { api: DEALERS, id, revision: data[1].revision }))).message).toBe(missing);
        expect((await dealer2.get<{ data: Array<{ id: number }> }>('seller/history/RecordDeleted', { api: DEALERS })).data.map(row => row.id)).not.toContain(
            id
        );
        expect(await dealerInfo(id)).toMatchObject({ contact: '李娜' });
    });

    it('refuses an unknown list, a list without history, a revision of another record and a bad revision', async () => {
        const first = await admin.post<{ id: number }>('seller/dealer/DealerSave', newDealer());
        const second = await admin.post<{ id: number }>('seller/dealer/DealerSave', newDealer());
        const revisionOfSecond = (await history(admin, { api: DEALERS, id: second.id })).data[0].revision;
        expect((await failure(history(admin, { api: 'seller/nothing/NothingList', id: first.id }))).message).toBe('列表接口不存在：seller/nothing/NothingList');
        expect((await failure(history(admin, { api: 'seller/log/OperatorLogList', id: 1 }))).message).toBe('该列表的记录没有历史');
        expect((await failure(history(admin, { api: DEALERS }))).message).toBe('请填写ID');
        expect((await failure(admin.get('seller/history/RecordRevision', { api: DEALERS, id: first.id, revision: revisionOfSecond }))).message).toBe(
            '历史版本不存在'
        );
        expect((await failure(admin.post('seller/history/RecordRestore', { api: DEALERS, id: first.id, revision: 'x' }))).message).toBe('历史版本格式不正确');
        expect((await failure(admin.post('seller/history/RecordRestore', { api: DEALERS, id: first.id, revision: revisionOfSecond }))).message).toBe(
            '历史版本不存在'
        );
    });

    it('a role without the list may not read its history', async () => {
        const operator = await signIn(server, 'operator', { encryption: false });
        const { id } = await admin.post<{ id: number }>('seller/dealer/StoreSave', newStore());
        expect((await failure(history(operator, { api: 'seller/order/OrderList', id }))).message).toContain('没有此操作权限');
        // The operator may open the dealer list, so it may read its records' history, but not restore them.
        const dealer = await admin.post<{ id: number }>('seller/dealer/DealerSave', newDealer());
        await admin.post('seller/dealer/DealerEdit', { id: dealer.id, contact: '李娜' });
        const { data } = await history(operator, { api: DEALERS, id: dealer.id });
        expect(data).toHaveLength(2);
        expect((await failure(operator.post('seller/history/RecordRestore', { api: DEALERS, id: dealer.id, revision: data[1].revision }))).message).toContain(
            '没有此操作权限'
        );
    });
});
