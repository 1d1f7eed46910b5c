// @vitest-environment jsdom
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtInCatalogue, builtInFiles, catalogue } from '../../../src/app/catalogue';
import { BUILT_IN_SECTIONS } from '../../../src/app/catalogue/builtInSections';
import { bundledText } from '../../../src/app/catalogue/bundledText';
import { pageComponents } from '../../../src/app/pageComponents';
import { catalogueFromFiles, type CatalogueFile } from '../../../src/resources/extensions/catalogueFromFiles';
import type { PageComponents } from '../../../src/resources/extensions/mergeExtensions';
import { validateExtensionFile } from '../../../src/resources/extensions/validateExtensionFile';

const entriesOf = (name: string) => builtInFiles.find(({ file }) => file.endsWith(`/${name}.json`))!.raw as Array<Record<string, unknown>>;

/** The built-in files with one file's entries replaced, merged as the console merges them. */
const mergedWith = (name: string, edit: (entries: Array<Record<string, unknown>>) => unknown[], components: PageComponents = pageComponents) =>
    catalogueFromFiles(
        builtInFiles.map((file): CatalogueFile => (file.file.endsWith(`/${name}.json`) ? { ...file, raw: edit(structuredClone(entriesOf(name))) } : file)),
        { ownSections: BUILT_IN_SECTIONS, components, hasText: bundledText }
    );

describe('the built-in catalogue, from src/app/catalogue/*.json', () => {
    it('every file passes the schema that judges extensions, and merges with no problem', () => {
        for (const { file, raw } of builtInFiles) expect(validateExtensionFile(file, raw).problems).toEqual([]);
        expect(builtInCatalogue.problems).toEqual([]);
    });

    it('holds every route of docs/console.md §2 and the profile’s signed-in devices, in menu order', () => {
        const kinds = Object.fromEntries(
            ['list', 'create', 'edit', 'show', 'action', 'page'].map(kind => [kind, catalogue.filter(e => e.kind === kind).length])
        );
        expect(catalogue).toHaveLength(124);
        expect(kinds).toEqual({ list: 41, create: 14, edit: 13, show: 5, action: 39, page: 12 });
        expect([...new Set(catalogue.map(entry => entry.section))]).toEqual([
            'dashboard',
            'profile',
            'dealer',
            'bzj',
            'cars',
            'jingpai',
            'content',
            'order',
            'goods',
            'setting',
            'marketing',
            'user',
            'financenh',
            'plugin',
            'supertube',
        ]);
    });

    it('gives entries as the pages read them: keys, inherited industries and addons, hidden record routes', () => {
        const byPath = new Map(catalogue.map(entry => [entry.path, entry]));
        expect(byPath.get('/cars/cat/edit/:id')).toStrictEqual({
            path: '/cars/cat/edit/:id',
            title: 'mc.route.cars_cat_edit',
            section: 'cars',
            kind: 'edit',
            industries: 'car',
            hidden: true,
            noCache: true,
            parent: '/cars/cat/manage',
        });
        expect(byPath.get('/jingpai/qrsm/save')).toMatchObject({ addon: 'jp', when: { field: 'status', values: [2] } });
        expect(byPath.get('/plugin/manage/install')?.action).toEqual({ call: 'addons/install', success: 'mc.plugin.installed', reloadsPermissions: true });
        expect(byPath.get('/order/toship')?.badge).toEqual({ call: 'seller/order/OrderCount', field: 'send' });
        expect(byPath.get('/order/list')?.tabs?.[1]).toEqual({
            label: 'mc.orders.tab.unpaid',
            filter: { status: 0 },
            count: { call: 'seller/order/OrderCount', field: 'pay' },
        });
        expect(byPath.get('/dealer/secondHandCarDealer/list')?.fields?.find(field => field.kind === 'cascade')).toEqual({
            name: 'province',
            kind: 'cascade',
            label: 'mc.field.region',
            secondName: 'city',
            required: true,
        });
        expect(byPath.get('/setting/permission/management/role')?.fields?.[3]).toMatchObject({ kind: 'apiTree', pages: 'path_arr' });
    });

    it('names the pages that are not generated, resolved through the page registry', () => {
        const components = catalogue.filter(entry => entry.component);
        expect(components.map(entry => entry.path)).toEqual([
            '/profile/user/edit',
            '/profile/pwd/edit',
            '/profile/devices',
            '/profile/user/wechat',
            '/profile/cert',
            '/content/shopinfo',
            '/setting/wallet',
            '/supertube/platform/festival',
            '/supertube/platform/designer',
        ]);
        expect(catalogue.find(entry => entry.path === '/setting/wallet')?.component).toBe(pageComponents.WalletSetPage);
    });

    it('shares the agreement resource between its two lists', () => {
        const [content, setting] = ['/content/agreement/manage', '/setting/agreement/manage'].map(path => catalogue.find(entry => entry.path === path)!);
        expect(setting.api).toBe('seller/content/AgreementList');
        expect(setting.calls).toEqual(content.calls);
        expect(setting.fields).toEqual(content.fields);
        expect(setting.section).toBe('setting');
    });
});

describe('a mistake in a built-in file is a problem naming the file and entry', () => {
    it.each([
        [
            'an unknown page component (schema)',
            'dashboard',
            (entries: Array<Record<string, unknown>>) => entries.map((e, i) => (i === 1 ? { ...e, component: 'ProfilePage' } : e)),
            { file: 'src/app/catalogue/dashboard.json', entry: 1, at: '/1/component', key: 'notOneOf' },
        ],
        [
            'an unknown kind',
            'bzj',
            (entries: Array<Record<string, unknown>>) => entries.map((e, i) => (i === 3 ? { ...e, kind: 'audit' } : e)),
            { file: 'src/app/catalogue/bzj.json', entry: 3, at: '/3/kind', key: 'unknownKind', values: expect.objectContaining({ value: 'audit' }) },
        ],
        [
            'an unknown field type',
            'bzj',
            (entries: Array<Record<string, unknown>>) =>
                entries.map((e, i) =>
                    i === 3 ? { ...e, action: { call: 'seller/bzj/RefundAudit', fields: [{ kind: 'memo', name: 'x', label: 'mc.field.x' }] } } : e
                ),
            {
                file: 'src/app/catalogue/bzj.json',
                entry: 3,
                at: '/3/action/fields/0/kind',
                key: 'unknownKind',
                values: expect.objectContaining({ value: 'memo' }),
            },
        ],
        [
            'a translation key that is not one',
            'bzj',
            (entries: Array<Record<string, unknown>>) => entries.map((e, i) => (i === 0 ? { ...e, title: 'route.bzj' } : e)),
            { file: 'src/app/catalogue/bzj.json', entry: 0, at: '/0/title', key: 'badFormat', values: { value: 'route.bzj' } },
        ],
        [
            'a field kind with an option it does not take',
            'cars',
            (entries: Array<Record<string, unknown>>) =>
                entries.map((e, i) => (i === 0 ? { ...e, fields: [{ kind: 'image', name: 'cover', label: 'mc.field.cover', maxLength: 3 }] } : e)),
            {
                file: 'src/app/catalogue/cars.json',
                entry: 0,
                at: '/0/fields/0',
                key: 'unknownPropertyOfKind',
                values: { property: 'maxLength', kind: 'image' },
            },
        ],
        [
            'a settings page without its calls',
            'supertube',
            (entries: Array<Record<string, unknown>>) => entries.map((e, i) => (i === 0 ? { ...e, calls: undefined } : e)),
            { file: 'src/app/catalogue/supertube.json', entry: 0, at: '/0', key: 'missing', values: { property: 'calls' } },
        ],
    ])('%s', (_case, name, edit, expected) => {
        const raw = edit(entriesOf(name));
        expect(validateExtensionFile(`src/app/catalogue/${name}.json`, JSON.parse(JSON.stringify(raw))).problems).toEqual([expect.objectContaining(expected)]);
    });

    it.each([
        [
            'a section the rail does not have',
            'bzj',
            (entries: Array<Record<string, unknown>>) => entries.map((e, i) => (i === 0 ? { ...e, section: 'bjz' } : e)),
            { file: 'src/app/catalogue/bzj.json', entry: 0, at: '/0/section', key: 'unknownSection' },
        ],
        [
            'a path another built-in file has',
            'plugin',
            (entries: Array<Record<string, unknown>>) => [...entries, { ...entries[0], path: '/cars/logistics' }],
            {
                file: 'src/app/catalogue/plugin.json',
                entry: 4,
                at: '/4/path',
                key: 'duplicatePath',
                values: expect.objectContaining({ other: 'src/app/catalogue/cars.json /12' }),
            },
        ],
        [
            'a parent that does not exist',
            'content',
            (entries: Array<Record<string, unknown>>) => entries.map((e, i) => (i === 1 ? { ...e, parent: '/content/advert/manage' } : e)),
            { file: 'src/app/catalogue/content.json', entry: 1, at: '/1/parent', key: 'unknownParent' },
        ],
        [
            'a shared resource that is not a list',
            'setting',
            (entries: Array<Record<string, unknown>>) => entries.map((e, i) => (i === 0 ? { ...e, resource: '/content/agreement/add' } : e)),
            { file: 'src/app/catalogue/setting.json', entry: 0, at: '/0/resource', key: 'unknownResource' },
        ],
        [
            'a title key the bundled catalogues do not have',
            'cars',
            (entries: Array<Record<string, unknown>>) => entries.map((e, i) => (i === 11 ? { ...e, title: 'mc.route.cars_logistic' } : e)),
            { file: 'src/app/catalogue/cars.json', entry: 11, at: '/11/title', key: 'unknownTextKey', values: { key: 'mc.route.cars_logistic' } },
        ],
        ['a file that is not a list', 'plugin', () => ({ entries: [] }) as never, { file: 'src/app/catalogue/plugin.json', at: '', key: 'fileNotList' }],
    ])('%s', (_case, name, edit, expected) => {
        // The first problem is the mistake; entries that needed the entry left out follow it out.
        expect(mergedWith(name, edit).problems[0]).toEqual(expect.objectContaining(expected));
    });

    it('a page component missing from the registry leaves its entry out', () => {
        const { WalletSetPage: _, ...withoutWallet }: Partial<typeof pageComponents> = pageComponents;
        const merged = mergedWith('accountMenus', entries => entries, withoutWallet);
        expect(merged.problems).toEqual([
            { file: 'src/app/catalogue/accountMenus.json', entry: 1, at: '/1/component', key: 'unknownComponent', values: { component: 'WalletSetPage' } },
        ]);
        expect(merged.entries.some(entry => entry.path === '/setting/wallet')).toBe(false);
    });
});

describe('a built-in file that is not JSON', () => {
    it('fails the build, naming the file', async () => {
        const dir = await mkdtemp(path.join(tmpdir(), 'mc-catalogue-'));
        const file = path.join(dir, 'broken.json');
        await writeFile(file, '[{ "kind": "list", ');
        try {
            // The bundler's JSON import, as for src/app/catalogue/*.json.
            await expect(import(/* @vite-ignore */ file)).rejects.toThrow(/broken\.json/);
        } finally {
            await rm(dir, { recursive: true, force: true });
        }
    });
});
