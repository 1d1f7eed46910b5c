import { useEffect, useMemo, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useLayoutSetting } from '../settings/useLayoutSetting';
import { useMenuSections } from '../menu/useMenuSections';
import { loadMenuSearch } from './loadMenuSearch';
import { loadPinyin } from './loadPinyin';
import type { MenuSearchItem, PinyinOf } from './menuSearch';

type MenuSearchModule = Awaited<ReturnType<typeof loadMenuSearch>>;

const NOTHING_FOUND = (): MenuSearchItem[] => [];

/**
 * The search over the permitted menu in the current language, once the search code has loaded
 * (`active` starts it). Pinyin is matched when the setting is on and the language is Chinese:
 * then `ready` waits for the speller too (or for its failure to load), so the results never
 * change under an operator's arrow keys when it arrives.
 */
export const useMenuSearch = (active: boolean) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const [pinyinSetting] = useLayoutSetting('pinyinSearch');
    const { sections } = useMenuSections();
    const wantPinyin = pinyinSetting && locale.startsWith('zh');
    const [pinyinOf, setPinyinOf] = useState<PinyinOf>();
    // Not fetched (offline): the search goes on with titles and paths.
    const [pinyinMissing, setPinyinMissing] = useState(false);
    const [engine, setEngine] = useState<MenuSearchModule>();

    useEffect(() => {
        if (!active || engine) return;
        let cancelled = false;
        loadMenuSearch().then(
            module => !cancelled && setEngine(module),
            // Not fetched (offline): the box stays in its loading state; reopening tries again.
            () => undefined
        );
        return () => {
            cancelled = true;
        };
    }, [active, engine]);

    useEffect(() => {
        if (!active || !wantPinyin || pinyinOf || pinyinMissing) return;
        let cancelled = false;
        loadPinyin().then(
            speller => !cancelled && setPinyinOf(() => speller),
            () => !cancelled && setPinyinMissing(true)
        );
        return () => {
            cancelled = true;
        };
    }, [active, wantPinyin, pinyinOf, pinyinMissing]);

    return useMemo(() => {
        if (!engine || (wantPinyin && !pinyinOf && !pinyinMissing)) return { items: [], search: NOTHING_FOUND, ready: false };
        const inputs = sections.flatMap(section =>
            section.entries.map(entry => ({ path: entry.path, title: translate(entry.title), section: translate(section.title) }))
        );
        const items = engine.menuSearchItems(inputs, wantPinyin ? pinyinOf : undefined);
        return { items, search: engine.createMenuSearch(items), ready: true };
    }, [engine, sections, translate, wantPinyin, pinyinOf, pinyinMissing]);
};
