import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SchemaForm } from '../../../src/forms/SchemaForm';
import { catalogue } from '../../../src/app/catalogue';
import { parseTableDefinition } from '../../../src/dataProvider/parseTableDefinition';
import type { TableDefinition } from '../../../src/dataProvider/TableDefinition';
import { FormPage } from '../../../src/resources/pages/FormPage';
import { fakeTableProvider } from '../schema/fakeTableProvider';
import { renderWithAdmin } from '../schema/renderWithAdmin';

// The role form exactly as the catalogue declares it.
const roleFields = catalogue.find(entry => entry.path === '/setting/permission/management/role')!.fields!;
const roleAdd = catalogue.find(entry => entry.path === '/setting/permission/management/role/add')!;

/** The car merchant's owner making the role: the trees offer what a role of its merchant can grant. */
const CAR_OWNER = { industry: 'car', roles: ['admin'], unrestricted: true, platformMerchant: false, installedAddons: [], apiArr: ['*'] };

// The trees show once the maker's permissions are known.
const expandPages = async () => fireEvent.click((await screen.findAllByRole('button', { name: '展开 车商' }))[0]);
const expandCalls = () => fireEvent.click(screen.getAllByRole('button', { name: '展开 车商' }).at(-1)!);
const callBox = (page: string, call: string) => within(screen.getByRole('group', { name: `${page}的接口` })).getByRole('checkbox', { name: call });

/** A new role named 车商助理 with the dealer and store list pages ticked, both trees open. */
const newRoleWithDealerAndStorePages = async () => {
    const onSubmit = vi.fn();
    renderWithAdmin(<SchemaForm fields={roleFields} onSubmit={onSubmit} />, fakeTableProvider({}, []), '/', CAR_OWNER);
    fireEvent.change(await screen.findByRole('textbox', { name: '角色名称' }), { target: { value: '车商助理' } });
    await expandPages();
    fireEvent.click(screen.getByRole('checkbox', { name: '二手车商' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '4S店' }));
    expandCalls();
    return onSubmit;
};

describe('the role form: page permissions grant their calls', { timeout: 30_000 }, () => {
    it("offers what a role of the maker's merchant can grant: a car merchant no platform or bank page", async () => {
        renderWithAdmin(<SchemaForm fields={roleFields} onSubmit={vi.fn()} />, fakeTableProvider({}, []), '/', CAR_OWNER);
        await screen.findAllByRole('button', { name: '展开 车商' });
        expect(screen.queryAllByRole('button', { name: '展开 平台' })).toEqual([]);
        expect(screen.queryByRole('checkbox', { name: '资源设计' })).toBeNull();
        expect(screen.queryByRole('checkbox', { name: '农行员工' })).toBeNull();
        await expandPages();
        expect(screen.getByRole('checkbox', { name: '二手车商' })).toBeInTheDocument();
    });

    it('ticking a page ticks its calls in 接口权限; an untick there removes exactly that call', async () => {
        const onSubmit = await newRoleWithDealerAndStorePages();
        expect(callBox('二手车商', 'seller/dealer/DealerList')).toBeChecked();
        expect(callBox('4S店', 'seller/dealer/StoreList')).toBeChecked();
        // Listing grants reading one record of the list too.
        expect(callBox('4S店', 'seller/dealer/StoreInfo')).toBeChecked();
        expect(callBox('黑名单', 'seller/dealer/BlackList')).not.toBeChecked();
        expect(screen.getByText('已选择 4 个接口')).toBeInTheDocument();

        fireEvent.click(callBox('4S店', 'seller/dealer/StoreList'));
        fireEvent.click(screen.getByRole('button', { name: '保存' }));
        await waitFor(() =>
            expect(onSubmit).toHaveBeenCalledWith(
                expect.objectContaining({
                    name: '车商助理',
                    path_arr: JSON.stringify(['/dealer/secondHandCarDealer/list', '/dealer/store/list']),
                    api_arr: JSON.stringify(['seller/dealer/DealerList', 'seller/dealer/DealerInfo', 'seller/dealer/StoreInfo']),
                })
            )
        );
    });

    it('unticking a page withdraws its calls; a call added by hand stays', async () => {
        const onSubmit = await newRoleWithDealerAndStorePages();
        fireEvent.click(callBox('黑名单', 'seller/dealer/BlackList'));
        fireEvent.click(screen.getByRole('checkbox', { name: '4S店' }));
        expect(callBox('4S店', 'seller/dealer/StoreList')).not.toBeChecked();
        fireEvent.click(screen.getByRole('button', { name: '保存' }));
        await waitFor(() =>
            expect(onSubmit).toHaveBeenCalledWith(
                expect.objectContaining({ api_arr: JSON.stringify(['seller/dealer/DealerList', 'seller/dealer/DealerInfo', 'seller/dealer/BlackList']) })
            )
        );
    });

    it('editing a role shows what it grants, as stored', async () => {
        const onSubmit = vi.fn();
        const record = { id: 3, name: '老角色', description: '', path_arr: ['/dealer/store/list'], api_arr: ['seller/dealer/DealerList'] };
        renderWithAdmin(<SchemaForm fields={roleFields} record={record} onSubmit={onSubmit} />, fakeTableProvider({}, []), '/', CAR_OWNER);
        expect(await screen.findByText('已选择 1 个接口')).toBeInTheDocument();
        await screen.findAllByRole('button', { name: '展开 车商' });
        expandCalls();
        expect(callBox('二手车商', 'seller/dealer/DealerList')).toBeChecked();
        expect(callBox('4S店', 'seller/dealer/StoreList')).not.toBeChecked();
        fireEvent.click(screen.getByRole('button', { name: '保存' }));
        await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ api_arr: JSON.stringify(['seller/dealer/DealerList']) })));
    });

    it('keeps ticks made while the page is still loading: nothing resets them', async () => {
        // The create page as the console opens it: its list's definition (the one call the page
        // makes) answers only after the ticks.
        let answer: (definition: TableDefinition) => void = () => undefined;
        const definition = new Promise<TableDefinition>(resolve => (answer = resolve));
        const dataProvider = { ...fakeTableProvider({}, []), fetchDefinition: vi.fn(() => definition), create: vi.fn(async () => ({ data: { id: 9 } })) };
        renderWithAdmin(<FormPage entry={roleAdd} />, dataProvider, roleAdd.path, CAR_OWNER);
        fireEvent.change(await screen.findByRole('textbox', { name: '角色名称' }), { target: { value: '车商助理' } });
        await expandPages();
        fireEvent.click(screen.getByRole('checkbox', { name: '二手车商' }));
        expandCalls();
        expect(dataProvider.fetchDefinition).toHaveBeenCalled();
        expect(screen.getByRole('checkbox', { name: '二手车商' })).toBeChecked();
        expect(callBox('二手车商', 'seller/dealer/DealerList')).toBeChecked();

        answer(parseTableDefinition({ pk: 'id', column_names: ['id', 'name'], rows: { id: { title: 'ID' }, name: { title: '角色名称' } } }));
        await definition;
        // A tick made now, as the definition lands, sticks too.
        fireEvent.click(screen.getByRole('checkbox', { name: '4S店' }));
        await waitFor(() => expect(callBox('4S店', 'seller/dealer/StoreList')).toBeChecked());
        expect(screen.getByRole('checkbox', { name: '二手车商' })).toBeChecked();
        expect(screen.getByRole('textbox', { name: '角色名称' })).toHaveValue('车商助理');
        fireEvent.click(screen.getByRole('button', { name: '保存' }));
        await waitFor(() =>
            expect(dataProvider.create).toHaveBeenCalledWith(
                'seller/role/rolemanage',
                expect.objectContaining({
                    data: expect.objectContaining({
                        path_arr: JSON.stringify(['/dealer/secondHandCarDealer/list', '/dealer/store/list']),
                        api_arr: JSON.stringify(['seller/dealer/DealerList', 'seller/dealer/DealerInfo', 'seller/dealer/StoreList', 'seller/dealer/StoreInfo']),
                    }),
                })
            )
        );
    });
});
