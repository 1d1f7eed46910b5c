import type { MenuSearchLoader } from './parts/menuSearch';
import { now } from './stats';

type Messages = { [key: string]: string | Messages };

const translator = (messages: Messages) => (key: string) => {
    const found = key.split('.').reduce<string | Messages | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), messages);
    return typeof found === 'string' ? found : key;
};

/**
 * The layout's menu search (src/layout/search) over every catalogue entry, titles in Chinese
 * (the default locale) with pinyin on, as the search box builds it. Loaded lazily so a module
 * that moved makes this figure "not measurable" instead of stopping the run.
 */
export const loadMenuSearch: MenuSearchLoader = async () => {
    const [{ catalogue }, { sectionTitle }, zh, { createMenuSearch, menuSearchItems }, { loadPinyin }] = await Promise.all([
        import('../src/app/catalogue'),
        import('../src/layout/menu/menuSections'),
        import('../src/i18n/messages/zh'),
        import('../src/layout/search/menuSearch'),
        import('../src/layout/search/loadPinyin'),
    ]);
    const translate = translator(zh.default as unknown as Messages);
    const inputs = catalogue.map(entry => ({ path: entry.path, title: translate(entry.title), section: translate(sectionTitle(entry.section)) }));
    const untranslated = inputs.filter(input => input.title.startsWith('mc.'));
    if (untranslated.length)
        throw new Error(
            `untranslated titles: ${untranslated
                .map(input => input.title)
                .slice(0, 3)
                .join(', ')}`
        );
    const pinyinOf = await loadPinyin();
    const started = now();
    const search = createMenuSearch(menuSearchItems(inputs, pinyinOf));
    const buildMs = now() - started;
    if (!(search('cheliang') as unknown[]).length) throw new Error("searching 'cheliang' finds nothing: pinyin is not matched");
    return { search, items: inputs.length, module: 'src/layout/search/menuSearch.ts', buildMs };
};
