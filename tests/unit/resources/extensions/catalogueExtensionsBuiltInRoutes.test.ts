import { describe, expect, it } from 'vitest';
import { catalogue as builtIn } from '../../../../src/app/catalogue';
import { bundledText } from '../../../../src/app/catalogue/bundledText';
import { loadCatalogueExtensions } from '../../../../src/resources/extensions/loadCatalogueExtensions';
import { brandList, files, load, title, zhText } from './catalogueExtensionFixtures';

describe('catalogue extensions: what the built-in routes use', () => {
    const agreementView = {
        kind: 'list',
        path: '/brand/agreements',
        title: 'mc.route.content_agreement_manage',
        section: 'cars',
        resource: '/content/agreement/manage',
    };

    it('takes texts as keys of the bundled catalogues, and record conditions, badges, tabs and a shared resource', async () => {
        const { entries, problems, messages } = await load({
            'x.json': [
                {
                    ...agreementView,
                    badge: { call: 'seller/order/OrderCount', field: 'pay' },
                    tabs: [{ label: title('草稿', { en: 'Drafts' }), filter: { is_show: 0 }, count: { call: 'seller/order/OrderCount', field: 'send' } }],
                },
                {
                    kind: 'action',
                    path: '/brand/agreements/hide',
                    title: title('隐藏'),
                    parent: '/brand/agreements',
                    when: { field: 'is_show', values: [1] },
                    action: { call: 'seller/content/AgreementEdit', success: 'mc.message.saved' },
                },
            ],
        });
        expect(problems).toEqual([]);
        const agreements = builtIn.find(entry => entry.path === '/content/agreement/manage')!;
        expect(entries[0]).toMatchObject({
            title: 'mc.route.content_agreement_manage',
            api: agreements.api,
            calls: agreements.calls,
            fields: agreements.fields,
        });
        expect(entries[0].badge).toEqual({ call: 'seller/order/OrderCount', field: 'pay' });
        expect(entries[0].tabs).toEqual([
            { label: 'mc.ext.tab./brand/agreements.0', filter: { is_show: 0 }, count: { call: 'seller/order/OrderCount', field: 'send' } },
        ]);
        expect(messages.en).toMatchObject({ mc: { ext: { tab: { '/brand/agreements': { 0: 'Drafts' } } } } });
        expect(entries[1]).toMatchObject({
            when: { field: 'is_show', values: [1] },
            action: { call: 'seller/content/AgreementEdit', success: 'mc.message.saved' },
        });
    });

    it('resolves a page component by name through the registry it is given', async () => {
        const page = {
            kind: 'page',
            path: '/cars/holidays',
            title: title('节假日'),
            section: 'cars',
            component: 'HolidayCalendarPage',
            apis: ['seller/holiday/List'],
        };
        const HolidayCalendarPage = async () => ({ default: () => null });
        const withRegistry = await loadCatalogueExtensions(['x.json'], builtIn, files({ 'x.json': [page] }), '/', { components: { HolidayCalendarPage } });
        expect(withRegistry.problems).toEqual([]);
        expect(withRegistry.entries[0]).toMatchObject({ component: HolidayCalendarPage, apis: ['seller/holiday/List'] });
        const without = await load({ 'x.json': [page] });
        expect(without.entries).toEqual([]);
        expect(without.problems).toEqual([
            { file: 'x.json', entry: 0, at: '/0/component', key: 'unknownComponent', values: { component: 'HolidayCalendarPage' } },
        ]);
        expect(zhText(without.problems[0])).toBe('x.json /0/component: 控制台没有名为 HolidayCalendarPage 的页面组件');
    });

    it.each([
        [
            'an unknown page component',
            { kind: 'page', path: '/cars/x', title: title('页面'), section: 'cars', component: 'BrandPage' },
            { at: '/0/component', key: 'notOneOf', values: expect.objectContaining({ value: 'BrandPage' }) },
            '/0/component: 值 BrandPage 无效',
        ],
        [
            'a settings page without its calls',
            { kind: 'page', path: '/cars/x', title: title('设置'), section: 'cars', fields: brandList.fields },
            { at: '/0', key: 'missing', values: { property: 'calls' } },
            '/0: 缺少属性 "calls"',
        ],
        [
            'a title that is no translation key',
            { ...brandList, title: 'brand.title' },
            { at: '/0/title', key: 'badFormat', values: { value: 'brand.title' } },
            '/0/title: 格式不正确：brand.title',
        ],
        [
            'a title that is neither text nor key',
            { ...brandList, title: 42 },
            { at: '/0/title', key: 'wrongType', values: { expected: 'string | object' } },
            '/0/title: 类型错误，应为 string | object',
        ],
        [
            'an apiTree field without the routeTree it follows',
            { ...brandList, fields: [{ kind: 'apiTree', name: 'api_arr', label: 'mc.field.api_arr' }] },
            { at: '/0/fields/0', key: 'missing', values: { property: 'pages' } },
            '/0/fields/0: 缺少属性 "pages"',
        ],
        [
            'a condition with no values',
            { kind: 'edit', path: '/cars/cat/edit2/:id', title: title('编辑'), parent: '/cars/cat/manage', when: { field: 'status', values: [] } },
            { at: '/0/when/values', key: 'invalid', values: { message: 'must NOT have fewer than 1 items' } },
            '/0/when/values',
        ],
    ])('leaves out %s with a precise problem', async (_case, entry, expected, text) => {
        const { entries, problems } = await load({ 'x.json': [entry] });
        expect(entries).toEqual([]);
        expect(problems).toEqual([{ file: 'x.json', entry: 0, ...expected }]);
        expect(zhText(problems[0])).toContain(text);
    });

    it("takes per-language texts of a foreign backend's columns and options, and refuses an empty one", async () => {
        const columns = { name: { label: { en: 'Dealer' } }, status: { options: { '1': { en: 'Approved', ja: '承認済み' } } } };
        const { entries, problems } = await load({ 'x.json': [{ ...brandList, columns }] });
        expect(problems).toEqual([]);
        expect(entries[0].columns).toEqual(columns);
        const refused = await load({ 'y.json': [{ ...brandList, columns: { name: { label: {} } } }] });
        expect(refused.entries).toEqual([]);
        expect(refused.problems).toEqual([
            { file: 'y.json', entry: 0, at: '/0/columns/name/label', key: 'invalid', values: { message: 'must NOT have fewer than 1 properties' } },
        ]);
    });

    it('leaves out an entry whose text is a key the console does not have, naming where', async () => {
        const served = files({
            'x.json': [
                { ...agreementView, title: 'mc.route.content_agreement_manage' },
                { ...agreementView, path: '/brand/other', section: 'cars', title: 'mc.route.brand_other' },
                { ...brandList, section: 'cars', fields: [{ kind: 'text', name: 'name', label: 'mc.field.brandName', hint: title('提示') }] },
            ],
        });
        const loaded = await loadCatalogueExtensions(['x.json'], builtIn, served, '/', { hasText: bundledText });
        expect(loaded.entries.map(entry => entry.path)).toEqual(['/brand/agreements']);
        expect(loaded.problems).toEqual([
            { file: 'x.json', entry: 1, at: '/1/title', key: 'unknownTextKey', values: { key: 'mc.route.brand_other' } },
            { file: 'x.json', entry: 2, at: '/2/fields/0/label', key: 'unknownTextKey', values: { key: 'mc.field.brandName' } },
        ]);
        expect(zhText(loaded.problems[1])).toBe('x.json /2/fields/0/label: 控制台的文本中没有键 mc.field.brandName');
    });

    it('leaves out a list whose shared resource is not a list, and its routes with it', async () => {
        const { entries, problems } = await load({
            'x.json': [
                { ...agreementView, resource: '/content/agreement/add' },
                { kind: 'create', path: '/brand/agreements/add', title: title('新增'), parent: '/brand/agreements' },
            ],
        });
        expect(entries).toEqual([]);
        expect(problems).toEqual([
            { file: 'x.json', entry: 0, at: '/0/resource', key: 'unknownResource', values: { resource: '/content/agreement/add' } },
            { file: 'x.json', entry: 1, at: '/1/parent', key: 'unknownParent', values: { parent: '/brand/agreements' } },
        ]);
        expect(zhText(problems[0])).toBe('x.json /0/resource: resource /content/agreement/add 不是已有的列表');
    });
});
