import { describe, expect, it } from 'vitest';
import { bundledText } from '../../../src/app/catalogue/bundledText';
import { moveItem, stepItem } from '../../../src/designer/columnOrder';
import { newDraft } from '../../../src/designer/designerCalls';
import { declareAgain, DraftFormatError, draftOf, newColumn, renameResource, textsOfDraft, withType } from '../../../src/designer/designDraft';
import { addChild, CASCADE_LEVELS } from '../../../src/designer/optionTree';
import { columnField, fieldOfProblem, optionField, placeProblems } from '../../../src/designer/problemField';

const DECLARATION = {
    $schema: 'https://example.test/tableDeclaration.schema.json',
    table: 'test_drives',
    label: { 'zh-cn': '试驾预约', en: 'Test drive' },
    industry: 'car',
    api: { list: 'seller/testDrives/TestDrivesList', create: 'seller/testDrives/TestDrivesAdd' },
    columns: {
        customer: { title: { 'zh-cn': '客户', en: 'Customer' }, search: true, write: { required: true, maxLength: 20, hint: '全名' } },
        deposit: { title: '意向金', type: 'money', sort: true, write: { min: 0 } },
        status: {
            title: '状态',
            type: 'select',
            options: [
                { value: 1, label: '待试驾' },
                { value: 2, label: { 'zh-cn': '已试驾', en: 'Done' } },
            ],
            search: { type: 'checkbox' },
            write: { required: true, input: 'radio' },
        },
        code: { title: '编号', type: 'number', migrate: { from: 'text', using: 'code::bigint' } },
    },
    searchOrder: ['status', 'customer'],
    defaultSort: { column: 'deposit', order: 'asc' },
    export: true,
    import: true,
    perMerchant: true,
};
const ENTRY = [
    {
        kind: 'list',
        path: '/testDrives/list',
        title: { 'zh-cn': '试驾', en: 'Test drives' },
        section: { id: 'testDrives', title: { 'zh-cn': '试驾' }, icon: 'DirectionsCar' },
        api: 'seller/testDrives/TestDrivesList',
        calls: { create: 'seller/testDrives/TestDrivesAdd' },
    },
    { kind: 'create', path: '/testDrives/new', title: { 'zh-cn': '预约试驾' }, parent: '/testDrives/list', account: 'union' },
];
const text = (value: unknown) => JSON.stringify(value, null, 4);

describe('the structured form’s draft', () => {
    it('reads a declaration and its entry, and writes them back unchanged', () => {
        const draft = draftOf(text(DECLARATION), text(ENTRY));
        expect(draft.columns.map(column => column.name)).toEqual(['customer', 'deposit', 'status', 'code']);
        expect(draft.columns[0]).toMatchObject({ required: true, maxLength: '20', search: true, write: true, writeMore: { hint: '全名' } });
        expect(draft.columns[1]).toMatchObject({ type: 'money', sum: true, sort: true, min: '0' });
        expect(draft.columns[2].options.map(option => [option.value, option.label.en])).toEqual([
            ['1', ''],
            ['2', 'Done'],
        ]);
        expect(draft.columns[3]).toMatchObject({ write: false, more: { migrate: { from: 'text', using: 'code::bigint' } } });
        expect(draft.menu).toMatchObject({
            section: 'testDrives',
            newSection: true,
            sectionIcon: 'DirectionsCar',
            routes: { create: true, edit: false, remove: false },
        });
        const back = textsOfDraft(draft, { entry: text(ENTRY) });
        const declaration = JSON.parse(back.declaration);
        expect(declaration).toEqual({
            ...DECLARATION,
            columns: {
                ...DECLARATION.columns,
                deposit: { title: { 'zh-cn': '意向金' }, type: 'money', sort: true, write: { min: 0 } },
                customer: { ...DECLARATION.columns.customer, write: { hint: '全名', required: true, maxLength: 20 } },
                // Options are written as declared while the form leaves them as read.
                status: { ...DECLARATION.columns.status, title: { 'zh-cn': '状态' } },
                code: { title: { 'zh-cn': '编号' }, type: 'number', migrate: DECLARATION.columns.code.migrate },
            },
        });
        // The route kept its own path, title and account.
        expect(JSON.parse(back.entry)).toEqual(ENTRY);
    });

    it('adds and drops routes, names a new resource’s calls and paths after its table, and keeps the column order', () => {
        const draft = renameResource(draftOf(newDraft().declaration, newDraft().entry), 'test_drives');
        const withColumn = {
            ...draft,
            columns: [...draft.columns, newColumn(draft)],
            menu: { ...draft.menu, routes: { create: true, edit: true, remove: true } },
        };
        const { declaration, entry } = textsOfDraft(withColumn);
        const parsed = JSON.parse(declaration);
        expect(parsed.table).toBe('test_drives');
        expect(parsed.api).toEqual({
            list: 'seller/testDrives/TestDrivesList',
            info: 'seller/testDrives/TestDrivesInfo',
            create: 'seller/testDrives/TestDrivesAdd',
            update: 'seller/testDrives/TestDrivesEdit',
            remove: 'seller/testDrives/TestDrivesDel',
        });
        expect(Object.keys(parsed.columns)).toEqual(['name', 'column_2']);
        expect(parsed.columns.column_2).toEqual({ title: { 'zh-cn': '' }, write: true });
        const entries = JSON.parse(entry);
        expect(entries.map((item: { kind: string; path: string }) => [item.kind, item.path])).toEqual([
            ['list', '/testDrives/list'],
            ['create', '/testDrives/add'],
            ['edit', '/testDrives/edit/:id'],
            ['action', '/testDrives/del/:id'],
        ]);
        expect(entries[0]).toMatchObject({
            api: parsed.api.list,
            calls: { getOne: parsed.api.info, delete: parsed.api.remove },
            section: { id: 'testDrives', icon: 'Sell' },
        });
        expect(entries[3]).toMatchObject({ action: 'delete', title: 'mc.designer.route.delete', parent: '/testDrives/list' });
    });

    it('titles the entries it writes with texts every console has from its start, since a saved design is shown outside the designer', () => {
        const draft = renameResource(draftOf(newDraft().declaration, newDraft().entry), 'test_drives');
        const written = textsOfDraft({ ...draft, menu: { ...draft.menu, routes: { create: true, edit: true, remove: true } } }).entry;
        for (const entry of [newDraft().entry, written]) {
            const keys = (JSON.parse(entry) as Array<{ title?: unknown }>).flatMap(item => (typeof item.title === 'string' ? [item.title] : []));
            expect(keys).toEqual(['mc.designer.route.create', 'mc.designer.route.edit', 'mc.designer.route.delete']);
            expect(keys.filter(key => !bundledText(key))).toEqual([]);
        }
    });

    it('refuses text the form cannot edit, naming the part', () => {
        expect(() => draftOf('{', '[]')).toThrow(DraftFormatError);
        expect(() => draftOf('[]', '[]')).toThrow(expect.objectContaining({ part: 'declaration' }));
        expect(() => draftOf('{}', '[1]')).toThrow(expect.objectContaining({ part: 'entry' }));
    });
});

describe('a cascade column’s tree in the draft', () => {
    const REGION = {
        title: { 'zh-cn': '所在地区', en: 'Region' },
        type: 'cascade',
        second: 'region_city',
        options: [
            {
                value: 44,
                label: { 'zh-cn': '广东', en: 'Guangdong', es: 'Cantón', ja: '広東' },
                children: [
                    { value: 4401, label: '广州' },
                    { value: 4403, label: { 'zh-cn': '深圳', en: 'Shenzhen' } },
                ],
            },
            { value: 'hk', label: '香港', children: [{ value: 'kln', label: '九龙' }] },
        ],
        search: true,
        write: { required: true, input: 'cascade' },
    };
    const declaration = { ...DECLARATION, columns: { ...DECLARATION.columns, region: REGION } };

    it('reads the two levels into the form and writes them back unchanged', () => {
        const draft = draftOf(text(declaration), text(ENTRY));
        const region = draft.columns.find(column => column.name === 'region')!;
        expect(region.options.map(option => [option.value, option.children.map(child => child.value)])).toEqual([
            ['44', ['4401', '4403']],
            ['hk', ['kln']],
        ]);
        expect(region.options[0].label.es).toBe('Cantón');
        // The tree is the form's: not kept aside as an unedited key.
        expect(region.more).toEqual({ second: 'region_city' });
        expect(JSON.parse(textsOfDraft(draft).declaration).columns.region).toEqual(REGION);
    });

    it('writes the tree as the form changed it, and a select made of a cascade without its second level', () => {
        const draft = draftOf(text(declaration), text(ENTRY));
        const region = draft.columns.find(column => column.name === 'region')!;
        const { options } = addChild(region.options, [1], CASCADE_LEVELS);
        const changed = { ...draft, columns: draft.columns.map(column => (column === region ? { ...region, options } : column)) };
        expect(JSON.parse(textsOfDraft(changed).declaration).columns.region.options[1]).toEqual({
            value: 'hk',
            label: '香港',
            // The new child's value is typed as a number, its label still to be given.
            children: [
                { value: 'kln', label: '九龙' },
                { value: 2, label: { 'zh-cn': '' } },
            ],
        });
        const select = { ...draft, columns: draft.columns.map(column => (column === region ? withType(region, 'select') : column)) };
        expect(JSON.parse(textsOfDraft(select).declaration).columns.region.options).toEqual([
            { value: 44, label: REGION.options[0].label },
            { value: 'hk', label: '香港' },
        ]);
    });

    it('keeps options named by one of the server’s lists as declared', () => {
        const named = { ...declaration, columns: { brand: { title: '品牌', type: 'select', options: 'brands' } } };
        const draft = draftOf(text(named), text(ENTRY));
        expect(draft.columns[0].options).toEqual([]);
        expect(JSON.parse(textsOfDraft(draft).declaration).columns.brand).toEqual({ title: { 'zh-cn': '品牌' }, type: 'select', options: 'brands' });
    });

    it('points a problem of an option at that option’s value or label', () => {
        const draft = draftOf(text(declaration), text(ENTRY));
        const region = draft.columns.find(column => column.name === 'region')!;
        expect(fieldOfProblem('columns.region.options[0].children[1].label.en', draft)).toBe(optionField(region.id, [0, 1], 'label'));
        expect(fieldOfProblem('columns.region.options[1].children[0].value', draft)).toBe(optionField(region.id, [1, 0], 'value'));
        expect(fieldOfProblem('columns.region.options[1].children[3]', draft)).toBe(columnField(region.id, 'options'));
        expect(fieldOfProblem('columns.region.options[1].children', draft)).toBe(optionField(region.id, [1], 'value'));
        expect(fieldOfProblem('columns.region.second', draft)).toBe(columnField(region.id, 'second'));
    });
});

describe('the columns’ order', () => {
    it('moves a column by dragging and steps it with the buttons, never past either end', () => {
        expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
        expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
        expect(stepItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
        expect(stepItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
        expect(stepItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    });
});

describe('a problem’s field', () => {
    const draft = draftOf(text(DECLARATION), text(ENTRY));
    const [customer, deposit, status] = draft.columns;
    it.each([
        ['columns.customer.write.maxLength', columnField(customer.id, 'maxLength')],
        ['columns.deposit.write.kind', columnField(deposit.id, 'type')],
        ['columns.status.options[1].label.en', optionField(status.id, [1], 'label')],
        ['columns.status.options[1]', optionField(status.id, [1], 'value')],
        ['columns.status.options[5].value', columnField(status.id, 'options')],
        ['columns.status.options', columnField(status.id, 'options')],
        ['columns.status.write.options', columnField(status.id, 'options')],
        ['columns.status.search', columnField(status.id, 'search')],
        ['columns.deposit.item_width', columnField(deposit.id, 'width')],
        ['columns.customer', columnField(customer.id, 'name')],
        ['columns.customer.migrate', columnField(customer.id, 'name')],
        ['label.zh-cn', 'label'],
        ['table', 'table'],
        ['api.list', 'table'],
        ['defaultSort.column', 'defaultSort'],
        ['entry[0].title.en', 'menu.title'],
        ['entry[0].section', 'menu.section'],
        ['entry[0].calls.create', 'table'],
        ['entry[1].path', 'menu.routes'],
        ['entry', 'menu.path'],
    ])('%s points at %s', (path, field) => expect(fieldOfProblem(path, draft)).toBe(field));

    it('points at nothing for a column the draft lacks or a key no input holds', () => {
        expect(fieldOfProblem('columns.gone.type', draft)).toBeUndefined();
        expect(fieldOfProblem('searchOrder', draft)).toBeUndefined();
        expect(fieldOfProblem('declaration', draft)).toBeUndefined();
    });

    it('follows a renamed column by its id', () => {
        const renamed = { ...draft, columns: draft.columns.map(column => (column === customer ? { ...column, name: 'client' } : column)) };
        expect(fieldOfProblem('columns.client.title', renamed)).toBe(columnField(customer.id, 'title'));
    });
});

describe('the problems placed on the form', () => {
    it('groups the messages by input and keeps the others for the list above the form', () => {
        const draft = draftOf(text(DECLARATION), text(ENTRY));
        const placed = placeProblems(
            [
                { path: 'columns.customer.write.maxLength', message: 'too long' },
                { path: 'columns.customer.write.maxLength', message: 'not a number' },
                { path: 'searchOrder', message: 'leaves out deposit' },
            ],
            draft
        );
        expect(placed.byField.get(columnField(draft.columns[0].id, 'maxLength'))).toEqual(['too long', 'not a number']);
        expect(placed.unplaced).toEqual([{ path: 'searchOrder', message: 'leaves out deposit' }]);
    });
});

describe('a column’s type changed in the form', () => {
    it('sums a money column, stops summing a type the summary cannot total, and lets the new kind choose its input', () => {
        const [customer, deposit] = draftOf(text(DECLARATION), text(ENTRY)).columns;
        expect(withType({ ...customer, input: 'textarea' }, 'money')).toMatchObject({ type: 'money', sum: true, input: '' });
        expect(withType(deposit, 'date')).toMatchObject({ type: 'date', sum: false });
        expect(withType({ ...deposit, sum: true }, 'number').sum).toBe(true);
    });

    it('names a cascade’s second column, keeping one declared, and drops it from another type', () => {
        const [customer] = draftOf(text(DECLARATION), text(ENTRY)).columns;
        const cascade = withType(customer, 'cascade');
        expect(cascade.more.second).toBe('customer_2');
        expect(withType({ ...cascade, more: { second: 'city' } }, 'cascade').more.second).toBe('city');
        expect(withType(cascade, 'select').more).toEqual({});
    });
});

describe('a hidden column declared again', () => {
    const ALL = { 'zh-cn': 'phone', en: 'phone', es: 'phone', ja: 'phone' };

    it('lands at the end of the draft under its own name, titled with it in every language, written, and saved as declared', () => {
        const draft = declareAgain(draftOf(text(DECLARATION), text(ENTRY)), { name: 'phone', type: 'text' });
        expect(draft.columns.map(column => column.name)).toEqual(['customer', 'deposit', 'status', 'code', 'phone']);
        expect(draft.columns[4]).toMatchObject({ title: ALL, type: 'text', write: true });
        expect(JSON.parse(textsOfDraft(draft).declaration).columns.phone).toEqual({ title: ALL, write: true });
    });

    it('keeps the type and the write kind its storage asks for, so no stored type changes', () => {
        const draft = declareAgain(draftOf(text(DECLARATION), text(ENTRY)), { name: 'shown', type: 'number', kind: 'switch' });
        expect(JSON.parse(textsOfDraft(draft).declaration).columns.shown).toEqual({
            title: { 'zh-cn': 'shown', en: 'shown', es: 'shown', ja: 'shown' },
            type: 'number',
            write: { kind: 'switch' },
        });
    });

    it('leaves a draft that already declares the name as it is', () => {
        const draft = draftOf(text(DECLARATION), text(ENTRY));
        expect(declareAgain(draft, { name: 'customer', type: 'text' })).toBe(draft);
    });
});
