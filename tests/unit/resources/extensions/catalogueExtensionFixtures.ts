import { catalogue as builtIn } from '../../../../src/app/catalogue';
import zh from '../../../../src/i18n/messages/zh';
import { describeProblem, type ExtensionProblem } from '../../../../src/resources/extensions/ExtensionProblem';
import { loadCatalogueExtensions } from '../../../../src/resources/extensions/loadCatalogueExtensions';

/** What the catalogue extension tests serve and read back: a file server, a sample list entry and a problem's zh-cn text. */

/** A per-language text: zh-cn and any others given. */
export const title = (zhText: string, more: Record<string, string> = {}) => ({ 'zh-cn': zhText, ...more });

/** A fetch that answers the named files (text as given, objects as JSON) and 404 for the rest. */
export const files =
    (served: Record<string, unknown>): typeof fetch =>
    async input => {
        const name = String(input).replace(/^\//, '');
        if (!(name in served)) return new Response('not found', { status: 404 });
        const body = served[name];
        return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: 200 });
    };

export const load = (served: Record<string, unknown>) => loadCatalogueExtensions(Object.keys(served), builtIn, files(served));

export const brandList = {
    kind: 'list',
    path: '/brand/list',
    title: title('品牌管理', { en: 'Brands' }),
    section: { id: 'brand', title: title('品牌'), icon: 'Sell', industries: 'car' },
    api: 'seller/brand/BrandList',
    calls: { getOne: 'seller/brand/BrandInfo', create: 'seller/brand/BrandAdd', update: 'seller/brand/BrandEdit', delete: 'seller/brand/BrandDel' },
    fields: [{ kind: 'text', name: 'name', label: title('品牌名称', { ja: 'ブランド名' }), required: true, maxLength: 30 }],
};

/** The zh-cn text of a problem, as the debug dialog and the browser console show it. */
export const zhText = (problem: ExtensionProblem) =>
    describeProblem(problem, (key, values = {}) => {
        const template = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], zh) as string;
        if (typeof template !== 'string') throw new Error(`no text for ${key}`);
        return template.replace(/%\{(\w+)\}/g, (_, name: string) => values[name] ?? `%{${name}}`);
    });
