import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecordHistoryFeatures } from '../../../src/history/RecordHistoryFeatures';
import type { CatalogueEntry } from '../../../src/resources/types';
import { SchemaList } from '../../../src/schema/SchemaList';
import { fakeTableProvider } from '../schema/fakeTableProvider';
import { dealerDefinition } from '../schema/fixtures';
import { renderWithAdmin } from '../schema/renderWithAdmin';

const list: CatalogueEntry = {
    path: '/dealer/secondHandCarDealer/list',
    title: 'mc.route.dealer_secondHandCarDealer_list',
    section: 'dealer',
    kind: 'list',
    industries: 'car',
    api: 'seller/dealer/DealerList',
};
const rows = [{ id: 1, name: '恒通车行', audit_status: 0, _version: 2 }];
const revision = {
    revision: 31,
    action: 'update',
    _version: 2,
    time: 1_700_000_000,
    by: { id: 1, name: '李四' },
    call: 'seller/dealer/DealerEdit',
    reason: null,
    changes: [{ field: 'contact', label: '联系人', type: 'text', before: '张伟', after: '李娜' }],
};

/** A backend with one revision of row 1 and one deleted record; it records the history calls. */
const provider = (definition: object) => {
    const dataProvider = fakeTableProvider(definition, rows);
    dataProvider.call.mockImplementation(async (...args: unknown[]) => {
        const [path] = args as [string];
        if (path.endsWith('RecordHistory')) return { data: [revision], count: 1, deleted: false };
        if (path.endsWith('RecordRevision'))
            return {
                revision,
                deleted: false,
                restorable: true,
                restore: [{ field: 'contact', label: '联系人', type: 'text', before: '王强', after: '李娜' }],
            };
        if (path.endsWith('RecordDeleted'))
            return { data: [{ revision: 40, id: 9, time: 1_700_000_000, by: { name: '张三' }, record: { name: '已删车行', audit_status: 1 } }], count: 1 };
        return { id: 1, _version: 3 };
    });
    return dataProvider;
};
const calls = (dataProvider: ReturnType<typeof provider>, name: string) =>
    dataProvider.call.mock.calls.filter(args => String((args as unknown[])[0]).endsWith(name)).map(args => (args as unknown[])[1]);

const render = (definition: object, rights = { update: true, create: true }) => {
    const dataProvider = provider(definition);
    renderWithAdmin(
        <RecordHistoryFeatures rights={rights}>
            <SchemaList entry={list} rowRoutes={[]} />
        </RecordHistoryFeatures>,
        dataProvider,
        list.path
    );
    return dataProvider;
};

describe('the record history of a list', { timeout: 30_000 }, () => {
    it('opens a row’s timeline from its 更多 menu, shows a revision’s difference and restores it after a confirmation', async () => {
        const dataProvider = render({ ...dealerDefinition, versioned: true, history: true });
        fireEvent.click(await screen.findByRole('button', { name: '更多' }, { timeout: 15_000 }));
        fireEvent.click(await screen.findByRole('menuitem', { name: '历史记录' }));
        const drawer = await screen.findByRole('dialog', { name: '历史记录 · #1' });
        const timeline = await within(drawer).findByRole('list', { name: '历史记录' });
        expect(within(timeline).getByText('修改')).toBeInTheDocument();
        expect(within(timeline).getByText(/^李四 · /)).toBeInTheDocument();
        expect(within(timeline).getByRole('row', { name: /联系人 张伟 李娜/ })).toBeInTheDocument();
        expect(calls(dataProvider, 'RecordHistory')[0]).toMatchObject({ params: { api: list.api, id: 1, page: 1 } });

        fireEvent.click(within(drawer).getByRole('button', { name: '查看此版本' }));
        expect(await within(drawer).findByRole('table', { name: '恢复此版本将修改以下字段' })).toHaveTextContent('王强');
        fireEvent.click(within(drawer).getByRole('button', { name: '恢复' }));
        const confirm = await screen.findByRole('dialog', { name: '恢复到此版本？' });
        fireEvent.click(within(confirm).getByRole('button', { name: '恢复' }));
        await waitFor(() => expect(calls(dataProvider, 'RecordRestore')).toEqual([{ body: { api: list.api, id: 1, revision: 31 }, hideError: true }]));
        expect(await screen.findByText('已恢复')).toBeInTheDocument();
    });

    it('offers no restore the operator may not make', async () => {
        render({ ...dealerDefinition, versioned: true, history: true }, { update: false, create: false });
        fireEvent.click(await screen.findByRole('button', { name: '更多' }, { timeout: 15_000 }));
        fireEvent.click(await screen.findByRole('menuitem', { name: '历史记录' }));
        const drawer = await screen.findByRole('dialog', { name: '历史记录 · #1' });
        fireEvent.click(await within(drawer).findByRole('button', { name: '查看此版本' }));
        expect(await within(drawer).findByRole('button', { name: '恢复' })).toBeDisabled();
        expect(within(drawer).getByText('你没有恢复此记录的权限')).toBeInTheDocument();
    });

    it('lists the recently deleted records by the list’s columns and restores one after a confirmation', async () => {
        const dataProvider = render({ ...dealerDefinition, versioned: true, history: true });
        fireEvent.click(await screen.findByRole('button', { name: '最近删除' }, { timeout: 15_000 }));
        const dialog = await screen.findByRole('dialog', { name: /^最近删除/ });
        const row = await within(dialog).findByRole('row', { name: /已删车行/ });
        expect(row).toHaveTextContent('已通过');
        expect(row).toHaveTextContent('张三');
        fireEvent.click(within(row).getByRole('button', { name: '恢复' }));
        const confirm = await screen.findByRole('dialog', { name: '恢复这条已删除的记录？' });
        fireEvent.click(within(confirm).getByRole('button', { name: '恢复' }));
        await waitFor(() => expect(calls(dataProvider, 'RecordRestore')).toEqual([{ body: { api: list.api, id: 9, revision: 40 }, hideError: true }]));
    });

    it('adds nothing to a list whose records keep no history', async () => {
        render(dealerDefinition);
        await screen.findByRole('table', {}, { timeout: 15_000 });
        expect(screen.queryByRole('button', { name: '最近删除' })).toBeNull();
        expect(screen.queryByRole('button', { name: '更多' })).toBeNull();
    });
});
