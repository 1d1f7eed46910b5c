import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../src/app/catalogue';
import type { FieldKind, FormField } from '../../../src/forms/FormField';
import zh from '../../../src/i18n/messages/zh';
import { KeepAliveViews } from '../../../src/layout/tabs/KeepAliveViews';
import { TabsProvider } from '../../../src/layout/tabs/TabsProvider';
import { CatalogueProvider } from '../../../src/resources/CatalogueProvider';
import { FormPage } from '../../../src/resources/pages/FormPage';
import type { CatalogueEntry } from '../../../src/resources/types';
import { fakeTableProvider } from '../schema/fakeTableProvider';

/**
 * The create page of a generated form stays open as a kept-alive tab after its first save (a
 * catalogue entry without `noCache`, as a platform engineer's first file has it): 新增 again
 * shows the same instance. It must save a second and a third time.
 */

const categories = [
    { value: 1, label: '通知' },
    { value: 2, label: '活动' },
];
const region = [{ value: 44, label: '广东', children: [{ value: 4401, label: '广州' }] }];

/** One field of every kind the console's forms have; only title, category and publish time are required. */
const byKind: Record<FieldKind, FormField> = {
    text: { kind: 'text', name: 'title', label: '公告标题', required: true, maxLength: 40 },
    select: { kind: 'select', name: 'category', label: '类别', required: true },
    datetime: { kind: 'datetime', name: 'publish_time', label: '发布时间', required: true },
    textarea: { kind: 'textarea', name: 'body', label: '正文' },
    number: { kind: 'number', name: 'sort', label: '排序' },
    price: { kind: 'price', name: 'fee', label: '报名费' },
    phone: { kind: 'phone', name: 'contact', label: '联系电话' },
    noChinese: { kind: 'noChinese', name: 'code', label: '编码' },
    password: { kind: 'password', name: 'secret', label: '口令' },
    radio: { kind: 'radio', name: 'level', label: '级别', options: categories },
    checkboxes: { kind: 'checkboxes', name: 'channels', label: '渠道', options: categories },
    checkbox: { kind: 'checkbox', name: 'agree', label: '已核对' },
    date: { kind: 'date', name: 'expire_day', label: '截止日期' },
    image: { kind: 'image', name: 'cover', label: '封面' },
    switch: { kind: 'switch', name: 'pinned', label: '置顶' },
    routeTree: { kind: 'routeTree', name: 'path_arr', label: '页面' },
    apiTree: { kind: 'apiTree', name: 'api_arr', label: '接口', pages: 'path_arr' },
    cascade: { kind: 'cascade', name: 'region', label: '地区', secondName: 'region_city', options: region },
};

const list: CatalogueEntry = {
    kind: 'list',
    path: '/notice/list',
    title: '公告管理',
    section: 'content',
    industries: 'car',
    api: 'seller/notice/NoticeList',
    calls: { create: 'seller/notice/NoticeAdd' },
    fields: Object.values(byKind),
};
const create: CatalogueEntry = { kind: 'create', path: '/notice/add', title: '新增公告', section: 'content', industries: 'car', parent: list.path };

const definition = {
    pk: 'id',
    column_names: ['id', 'title', 'category'],
    rows: { id: { title: 'ID' }, title: { title: '公告标题' }, category: { title: '类别', type: 'select', options: categories } },
};

let navigate: (path: string) => void = () => undefined;
const Navigator = () => {
    navigate = useNavigate();
    return null;
};

const renderConsole = (dataProvider: ReturnType<typeof fakeTableProvider>) =>
    render(
        <MemoryRouter initialEntries={[list.path]}>
            <AdminContext
                dataProvider={dataProvider as unknown as DataProvider}
                i18nProvider={polyglotI18nProvider(() => zh, 'zh-cn')}
                store={memoryStore()}
                authProvider={undefined}
            >
                <CatalogueProvider catalogue={[...catalogue, list, create]}>
                    <TabsProvider>
                        <Navigator />
                        <KeepAliveViews>
                            <Routes>
                                <Route path={list.path} element={<p>公告列表</p>} />
                                <Route path={create.path} element={<FormPage entry={create} />} />
                            </Routes>
                        </KeepAliveViews>
                    </TabsProvider>
                </CatalogueProvider>
            </AdminContext>
        </MemoryRouter>
    );

const chooseCategory = async (label: string) => {
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /类别/ }));
    fireEvent.click(await screen.findByRole('option', { name: label }));
};

describe('a generated create form kept alive in its tab', { timeout: 60_000 }, () => {
    it('saves three records in a row, each from an empty form', async () => {
        const dataProvider = fakeTableProvider(definition, []);
        dataProvider.create.mockImplementation(async (_resource: string, { data }: { data: object }) => ({ data: { ...data, id: 1 } }));
        renderConsole(dataProvider);
        expect(await screen.findByText('公告列表')).toBeVisible();

        for (const [n, title] of ['停电通知', '年会活动', '春节放假'].entries()) {
            act(() => navigate(create.path));
            const titleBox = await screen.findByRole('textbox', { name: /公告标题/ });
            // A fresh form each time: nothing of the previous record is left.
            await waitFor(() => expect(titleBox).toHaveValue(''));
            const save = screen.getByRole('button', { name: '保存' });
            fireEvent.change(titleBox, { target: { value: title } });
            await chooseCategory(n % 2 ? '活动' : '通知');
            fireEvent.change(screen.getByRole('group', { name: /发布时间/ }).querySelector('input')!, { target: { value: `2026-03-0${n + 1} 09:30` } });
            await waitFor(() => expect(save).toBeEnabled());
            fireEvent.click(save);
            await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(n + 1));
            // The list's kept view is shown again when React commits the reveal, a moment after
            // the navigation: its text is in the document, hidden, until then.
            await waitFor(() => expect(screen.getByText('公告列表')).toBeVisible());
        }
        const sent = dataProvider.create.mock.calls.map(([, { data }]) => data as Record<string, unknown>);
        expect(sent.map(data => data.title)).toEqual(['停电通知', '年会活动', '春节放假']);
        // The price and phone left empty travel empty, as the server's optional fields take them.
        expect(sent.map(data => [data.fee, data.contact])).toEqual([
            ['', ''],
            ['', ''],
            ['', ''],
        ]);
        expect(sent.every(data => typeof data.publish_time === 'number')).toBe(true);
    });
});
