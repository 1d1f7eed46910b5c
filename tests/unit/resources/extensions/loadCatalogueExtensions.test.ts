import { describe, expect, it } from 'vitest';
import brands from '../../../../public/catalogue.d/brands.json';
import { catalogue as builtIn } from '../../../../src/app/catalogue';
import { problemKey } from '../../../../src/resources/extensions/ExtensionProblem';
import { loadCatalogueExtensions } from '../../../../src/resources/extensions/loadCatalogueExtensions';
import { brandList, files, load, title, zhText } from './catalogueExtensionFixtures';

describe('catalogue extensions: loading and merging', () => {
    it('reads nothing when config.json names no file', async () => {
        const fetchNothing: typeof fetch = () => Promise.reject(new Error('no fetch expected'));
        expect(await loadCatalogueExtensions([], builtIn, fetchNothing)).toMatchObject({ entries: [], sections: [], problems: [] });
    });

    it('turns the shipped example into catalogue entries with generated title keys, a new section and texts in every language', async () => {
        const loaded = await load({ 'catalogue.d/brands.json': brands });
        expect(loaded.problems).toEqual([]);
        expect(loaded.entries.map(entry => [entry.path, entry.kind, entry.section, entry.industries, !!entry.hidden])).toEqual([
            ['/brand/list', 'list', 'brand', 'car', false],
            ['/brand/add', 'create', 'brand', 'car', true],
            ['/brand/edit/:id', 'edit', 'brand', 'car', true],
            ['/brand/del/:id', 'action', 'brand', 'car', true],
        ]);
        const list = loaded.entries[0];
        expect(list).toMatchObject({ title: 'mc.ext.route./brand/list', api: 'seller/brand/BrandList', calls: { delete: 'seller/brand/BrandDel' } });
        expect(list.fields?.map(field => [field.name, field.kind, field.label, !!field.required])).toEqual([
            ['name', 'text', 'mc.ext.field./brand/list.name', true],
            ['logo', 'image', 'mc.ext.field./brand/list.logo', false],
            ['initial', 'select', 'mc.ext.field./brand/list.initial', true],
            ['sort', 'number', 'mc.ext.field./brand/list.sort', false],
            ['is_show', 'switch', 'mc.ext.field./brand/list.is_show', true],
        ]);
        expect(loaded.entries[3].action).toBe('delete');
        expect(loaded.sections).toEqual([{ id: 'brand', icon: 'Sell' }]);
        expect(loaded.messages['zh-cn']).toMatchObject({ mc: { section: { brand: '品牌' }, ext: { route: { '/brand/list': '品牌管理' } } } });
        expect(loaded.messages.ja).toMatchObject({ mc: { section: { brand: 'ブランド' }, ext: { field: { '/brand/list': { name: 'ブランド名' } } } } });
    });

    it('falls back to the zh-cn text for a language an entry does not give', async () => {
        const { messages } = await load({ 'a.json': [brandList] });
        expect(messages.en).toMatchObject({ mc: { ext: { route: { '/brand/list': 'Brands' }, field: { '/brand/list': { name: '品牌名称' } } } } });
        expect(messages.es).toMatchObject({ mc: { section: { brand: '品牌' }, ext: { route: { '/brand/list': '品牌管理' } } } });
        expect(messages.ja).toMatchObject({ mc: { ext: { field: { '/brand/list': { name: 'ブランド名' } } } } });
    });

    it('joins an existing section with its industries and shared addon, and a built-in list as parent', async () => {
        const { entries, problems } = await load({
            'a.json': [
                { kind: 'list', path: '/cars/onsale', title: title('在售车辆'), section: 'cars', api: 'seller/cars/CarList', filter: { status: 1 } },
                { kind: 'list', path: '/jingpai/extra', title: title('拍卖附表'), section: 'jingpai', api: 'seller/cars/CarList' },
                { kind: 'show', path: '/content/agreement/view/:id', title: title('查看协议'), parent: '/content/agreement/manage' },
            ],
        });
        expect(problems).toEqual([]);
        expect(entries.map(entry => [entry.path, entry.section, entry.industries, entry.addon])).toEqual([
            ['/cars/onsale', 'cars', 'car', undefined],
            ['/jingpai/extra', 'jingpai', 'car', 'jp'],
            ['/content/agreement/view/:id', 'content', 'car', undefined],
        ]);
        expect(entries[0].filter).toEqual({ status: 1 });
    });

    it.each([
        [
            'an unknown kind',
            { ...brandList, kind: 'lst' },
            { at: '/0/kind', key: 'unknownKind', values: { value: 'lst', allowed: 'list, create, edit, show, action, page' } },
            '/0/kind: 未知的类型 "lst"',
        ],
        ['a missing title', { ...brandList, title: undefined }, { at: '/0', key: 'missing', values: { property: 'title' } }, '缺少属性 "title"'],
        [
            'an unknown icon',
            { ...brandList, section: { ...brandList.section, icon: 'Rocket' } },
            { at: '/0/section/icon', key: 'notOneOf', values: expect.objectContaining({ value: 'Rocket' }) },
            '值 Rocket 无效',
        ],
        [
            'an unknown industry',
            { ...brandList, industries: 'bank' },
            { at: '/0/industries', key: 'notOneOf', values: { value: 'bank', allowed: 'car, offlinepay, all, admin' } },
            '值 bank 无效',
        ],
        [
            'an unknown field type',
            { ...brandList, fields: [{ kind: 'colour', name: 'tone', label: title('色调') }] },
            { at: '/0/fields/0/kind', key: 'unknownKind', values: expect.objectContaining({ value: 'colour' }) },
            '/0/fields/0/kind: 未知的类型 "colour"',
        ],
        [
            'a field kind with options it does not take',
            { ...brandList, fields: [{ kind: 'text', name: 'name', label: title('名称'), decimals: 2 }] },
            { at: '/0/fields/0', key: 'unknownPropertyOfKind', values: { property: 'decimals', kind: 'text' } },
            '类型为 text 的条目或字段不支持属性 "decimals"',
        ],
        [
            'a radio field without options',
            { ...brandList, fields: [{ kind: 'radio', name: 'state', label: title('状态') }] },
            { at: '/0/fields/0', key: 'missing', values: { property: 'options' } },
            '缺少属性 "options"',
        ],
        [
            'a property no entry has',
            { ...brandList, colour: 'red' },
            { at: '/0', key: 'unknownPropertyOfKind', values: { property: 'colour', kind: 'list' } },
            '"colour"',
        ],
        [
            'a path that is not a route',
            { ...brandList, path: 'brand/list' },
            { at: '/0/path', key: 'badFormat', values: { value: 'brand/list' } },
            '格式不正确：brand/list',
        ],
        ['a title without zh-cn', { ...brandList, title: { en: 'Brands' } }, { at: '/0/title', key: 'missing', values: { property: 'zh-cn' } }, '"zh-cn"'],
    ])('leaves out %s with a precise problem', async (_case, entry, expected, text) => {
        const { entries, problems } = await load({ 'catalogue.d/bad.json': [entry] });
        expect(entries).toEqual([]);
        expect(problems).toEqual([{ file: 'catalogue.d/bad.json', entry: 0, ...expected }]);
        expect(zhText(problems[0])).toContain(text);
        expect(zhText(problems[0])).toMatch(/^catalogue\.d\/bad\.json \/0/);
    });

    it.each([
        [
            'a path of the built-in catalogue',
            [{ ...brandList, path: '/cars/list/manageShow' }],
            [{ entry: 0, at: '/0/path', key: 'duplicatePathBuiltIn', values: { path: '/cars/list/manageShow' } }],
            '路径 /cars/list/manageShow 已是内置页面',
        ],
        [
            'a path another extension entry has',
            [brandList, { ...brandList, section: 'brand' }],
            [{ entry: 1, at: '/1/path', key: 'duplicatePath', values: { path: '/brand/list', other: 'x.json /0' } }],
            '路径 /brand/list 已被 x.json /0 使用',
        ],
        [
            'a parent that does not exist',
            [{ kind: 'create', path: '/brand/add', title: title('新增'), parent: '/brand/lists' }],
            [{ entry: 0, at: '/0/parent', key: 'unknownParent', values: { parent: '/brand/lists' } }],
            '上级列表 /brand/lists 不存在',
        ],
        [
            'a parent that is not a list',
            [
                brandList,
                { kind: 'create', path: '/brand/add', title: title('新增'), parent: '/brand/edit/:id' },
                { kind: 'edit', path: '/brand/edit/:id', title: title('编辑'), parent: '/brand/list' },
            ],
            [{ entry: 1, at: '/1/parent', key: 'parentNotList', values: { parent: '/brand/edit/:id', kind: 'edit' } }],
            '上级 /brand/edit/:id 不是列表（类型为 edit）',
        ],
        [
            'a delete action whose list has no delete call',
            [
                { ...brandList, calls: { getOne: 'seller/brand/BrandInfo' } },
                { kind: 'action', path: '/brand/del/:id', title: title('删除'), parent: '/brand/list', action: 'delete' },
            ],
            [{ entry: 1, at: '/1/parent', key: 'parentLacksCall', values: { parent: '/brand/list', calls: 'calls.delete' } }],
            '上级列表 /brand/list 未配置 calls.delete',
        ],
        [
            'an unknown section',
            [{ ...brandList, section: 'brands' }],
            [{ entry: 0, at: '/0/section', key: 'unknownSection', values: expect.objectContaining({ section: 'brands' }) }],
            '栏目 "brands" 不存在',
        ],
        [
            'a section declared again',
            [brandList, { ...brandList, path: '/brand/other' }],
            [{ entry: 1, at: '/1/section/id', key: 'sectionTaken', values: { section: 'brand', other: 'x.json /0' } }],
            '栏目 "brand" 已由 x.json /0 声明',
        ],
        [
            'a built-in section declared anew',
            [{ ...brandList, section: { ...brandList.section, id: 'cars' } }],
            [{ entry: 0, at: '/0/section/id', key: 'sectionTakenBuiltIn', values: { section: 'cars' } }],
            '栏目 "cars" 是内置栏目',
        ],
        [
            'the profile section, open to every user',
            [{ ...brandList, section: 'profile' }],
            [{ entry: 0, at: '/0/section', key: 'reservedSection', values: { section: 'profile' } }],
            '对所有用户开放',
        ],
        ['a list with no section', [{ ...brandList, section: undefined }], [{ entry: 0, at: '/0', key: 'noSection' }], '缺少 section'],
    ])('leaves out an entry with %s', async (_case, entries, expected, text) => {
        const loaded = await load({ 'x.json': entries });
        expect(loaded.problems).toEqual(expected.map(problem => ({ file: 'x.json', ...problem })));
        expect(zhText(loaded.problems[0])).toContain(text);
        expect(loaded.entries).toHaveLength(entries.length - expected.length);
    });

    it('leaves out the forms and actions of a list it leaves out, and keeps the rest of the file', async () => {
        const { entries, problems } = await load({
            'x.json': [
                { ...brandList, api: 42 },
                { kind: 'create', path: '/brand/add', title: title('新增'), parent: '/brand/list' },
                { kind: 'list', path: '/cars/again', title: title('车辆'), section: 'cars', api: 'seller/cars/CarList' },
            ],
        });
        expect(entries.map(entry => entry.path)).toEqual(['/cars/again']);
        expect(problems).toEqual([
            { file: 'x.json', entry: 0, at: '/0/api', key: 'wrongType', values: { expected: 'string' } },
            { file: 'x.json', entry: 1, at: '/1/parent', key: 'unknownParent', values: { parent: '/brand/list' } },
        ]);
    });

    it('leaves out the forms of a list whose section does not exist', async () => {
        const { entries, problems } = await load({
            'x.json': [
                { kind: 'create', path: '/brand/add', title: title('新增'), parent: '/brand/list' },
                { ...brandList, section: 'brands' },
            ],
        });
        expect(entries).toEqual([]);
        expect(problems.map(problem => [problem.at, problem.key])).toEqual([
            ['/0/parent', 'unknownParent'],
            ['/1/section', 'unknownSection'],
        ]);
    });

    it("gives a form its list's industries and addon, whatever the order in the file", async () => {
        const { entries } = await load({
            'x.json': [
                { kind: 'create', path: '/cars/extra/add', title: title('新增'), parent: '/cars/extra' },
                {
                    kind: 'list',
                    path: '/cars/extra',
                    title: title('附表'),
                    section: 'cars',
                    industries: 'all',
                    addon: 'lottery',
                    api: 'a/List',
                    calls: { create: 'a/Add' },
                },
            ],
        });
        expect(entries.map(entry => [entry.path, entry.section, entry.industries, entry.addon])).toEqual([
            ['/cars/extra/add', 'cars', 'all', 'lottery'],
            ['/cars/extra', 'cars', 'all', 'lottery'],
        ]);
    });

    it('says which file is malformed, missing or not a list, and loads the others', async () => {
        const served = { 'broken.json': '[{"kind": "list",', 'object.json': { kind: 'list' }, 'good.json': [brandList] };
        const loaded = await loadCatalogueExtensions(['broken.json', 'missing.json', 'object.json', 'good.json'], builtIn, files(served));
        expect(loaded.entries.map(entry => entry.path)).toEqual(['/brand/list']);
        expect(loaded.problems).toEqual([
            { file: 'broken.json', at: '', key: 'fileNotJson', values: { error: expect.any(String) } },
            { file: 'missing.json', at: '', key: 'fileUnreadable', values: { status: 'HTTP 404' } },
            { file: 'object.json', at: '', key: 'fileNotList' },
        ]);
        expect(zhText(loaded.problems[0])).toMatch(/^broken\.json: 不是合法的 JSON：/);
        expect(zhText(loaded.problems[1])).toBe('missing.json: 无法读取该文件：HTTP 404');
    });

    it('says so when the deployment answers its index page for a named file it does not have', async () => {
        const page: typeof fetch = async () => new Response('<!doctype html>', { headers: { 'content-type': 'text/html; charset=utf-8' } });
        const loaded = await loadCatalogueExtensions(['catalogue.d/absent.json'], builtIn, page);
        expect(loaded.problems).toEqual([{ file: 'catalogue.d/absent.json', at: '', key: 'fileIsPage' }]);
        expect(zhText(loaded.problems[0])).toBe('catalogue.d/absent.json: 服务器返回的是网页而不是该文件：文件不存在？');
    });

    it('names every problem key with a text', () => {
        const keys = ['fileUnreadable', 'unknownKind', 'parentLacksCall', 'reservedSection'] as const;
        for (const key of keys) expect(problemKey(key)).toBe(`mc.layout.debug.catalogue.problem.${key}`);
    });
});
