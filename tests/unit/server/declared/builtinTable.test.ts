import { describe, expect, it } from 'vitest';
import { builtinDomainTables, builtinTable } from '../../../../server/declared/builtinTable';
import { builtinOptions } from '../../../../server/declared/builtinOptions';
import { TableDeclarationError } from '../../../../server/declared/readTableDeclarations';
import { createSortIndex, listSortIndexes } from '../../../../server/db/sortIndexes';

/** A deposit log as the server declares its own tables: catalogue keys for words, an option list by name, a query of its own. */
const walletLog = () => ({
    table: 'wallet_logs',
    why: "every movement of its dealers' deposits",
    industry: 'car',
    api: { list: 'seller/bzj/WalletLogList' },
    from: '(SELECT w.*, d.name AS dealer_name FROM wallet_logs w LEFT JOIN dealers d ON d.id = w.dealer_id) AS logs',
    columns: {
        id: { title: 'ID', sort: true, item_width: 80 },
        dealer_name: { title: '车商名称', search: true },
        type: { title: '类型', type: 'select', options: 'walletLogTypes', search: true },
        amount: { title: '变动金额', type: 'money', sort: true, item_width: 120 },
        create_time: { title: '时间', type: 'datetime', sort: true, search: { title: '申请日期', type: 'date' } },
    },
    defaultSort: { column: 'create_time', order: 'desc' },
    export: 'sync',
});

const lists = { walletLogTypes: [{ value: 1, label: '在线缴纳' as const }] };

const problemsOf = (raw: unknown, given = lists): string[] => {
    try {
        builtinTable('deposit/tables/walletLogs.json', raw, given);
    } catch (error) {
        expect(error).toBeInstanceOf(TableDeclarationError);
        expect((error as Error).message).toContain('deposit/tables/walletLogs.json');
        return (error as TableDeclarationError).problems;
    }
    return [];
};

describe('builtinTable', () => {
    it('makes the list a hand-written spec would state: catalogue keys, the named options, money, the filter that differs, its table’s indexes', () => {
        const { spec, owner } = builtinTable('deposit/tables/walletLogs.json', walletLog(), lists);
        expect(owner).toEqual({ owner: 'merchant', why: "every movement of its dealers' deposits" });
        expect(spec).toMatchObject({
            api: 'seller/bzj/WalletLogList',
            from: walletLog().from,
            owner: { merchant: 'suid' },
            pk: 'id',
            indexOn: 'wallet_logs',
            show_sum: true,
            show_excel: true,
            defaultSort: { column: 'create_time', order: 'desc' },
        });
        expect(spec.show_excel_async).toBeUndefined();
        expect(spec.columns.amount).toEqual({ title: '变动金额', type: 'number', sort: true, decimal: 2, sum: true, item_align: 'right', item_width: 120 });
        expect(spec.columns.type.options).toEqual([{ value: 1, label: '在线缴纳' }]);
        expect(spec.top_search).toEqual([
            { name: 'dealer_name', title: '车商名称' },
            { name: 'type', title: '类型', type: 'select', options: [{ value: 1, label: '在线缴纳' }] },
            { name: 'create_time', title: '申请日期', type: 'date' },
        ]);
        // Sort indexes lead with the merchant, end with the key, and cover the sums and option filters.
        expect(listSortIndexes([spec]).map(createSortIndex)).toContain(
            'CREATE INDEX IF NOT EXISTS wallet_logs_suid_amount_sort ON wallet_logs (suid, amount, id) INCLUDE (type);'
        );
    });

    it('states a domain’s lists and one owner per stored table', () => {
        const table = builtinTable('deposit/tables/walletLogs.json', walletLog(), lists);
        const parts = builtinDomainTables([table]);
        expect(parts.tables).toEqual([table.spec]);
        expect(parts.owners).toEqual({ wallet_logs: table.owner });
    });

    it('refuses a title that is not a key of the server’s catalogue', () => {
        const raw = walletLog();
        raw.columns.dealer_name.title = 'Dealer of the month';
        expect(problemsOf(raw)).toEqual(['"Dealer of the month" is not a key of the server\'s catalogue']);
    });

    it('refuses an option list the domain does not have', () => {
        expect(problemsOf(walletLog(), {} as typeof lists)).toEqual(['columns.type.options: "walletLogTypes" is not an option list of the domain']);
    });

    it('refuses a table that does not say why its rows are the merchant’s', () => {
        const { why: _, ...raw } = walletLog();
        expect(problemsOf(raw)).toEqual(["why: the server's own table says why its rows are the merchant's or shared"]);
    });

    it('checks it as a file is checked: a schema problem and a contradiction, each with its path', () => {
        expect(problemsOf({ ...walletLog(), industry: 'boats' })[0]).toMatch(/^industry: /);
        expect(problemsOf({ ...walletLog(), defaultSort: { column: 'nowhere', order: 'desc' } })).toEqual(['defaultSort.column: "nowhere" is not a column']);
    });
});

describe('builtinOptions', () => {
    it('reads a domain’s named lists with catalogue keys for labels', () => {
        expect(builtinOptions('deposit/options.json', { payType: [{ value: 1, label: '微信支付' }] })).toEqual({ payType: [{ value: 1, label: '微信支付' }] });
    });

    it('refuses a label the catalogue lacks and a malformed list, naming the file', () => {
        expect(() => builtinOptions('deposit/options.json', { payType: [{ value: 1, label: 'Carrier pigeon' }] })).toThrow(
            /deposit\/options\.json[\s\S]*payType\[0\]\.label: "Carrier pigeon" is not a key of the server's catalogue/
        );
        expect(() => builtinOptions('deposit/options.json', { payType: [] })).toThrow(/deposit\/options\.json[\s\S]*payType/);
    });
});
