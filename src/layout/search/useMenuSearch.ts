import { useEffect, useMemo, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useLayoutSetting } from '../../settings/useLayoutSetting';
import { useMenuSections } from '../menu/useMenuSections';
import { loadPinyin } from './loadPinyin';
import { createMenuSearch, menuSearchItems, type PinyinOf } from './menuSearch';

/**
 * The search over the permitted menu in the current language; pinyin is matched when the
 * setting is on and the language is Chinese, once the speller has loaded (`active` starts it).
 */
export const useMenuSearch = (active: boolean) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const [pinyinSetting] = useLayoutSetting('pinyinSearch');
    const { sections } = useMenuSections();
    const wantPinyin = pinyinSetting && locale.startsWith('zh');
    const [pinyinOf, setPinyinOf] = useState<PinyinOf>();

    useEffect(() => {
        if (!active || !wantPinyin || pinyinOf) return;
        let cancelled = false;
        loadPinyin().then(
            speller => !cancelled && setPinyinOf(() => speller),
            // Without the speller the search still matches titles and paths.
            () => undefined
        );
        return () => {
            cancelled = true;
        };
    }, [active, wantPinyin, pinyinOf]);

    return useMemo(() => {
        const inputs = sections.flatMap(section =>
            section.entries.map(entry => ({ path: entry.path, title: translate(entry.title), section: translate(section.title) }))
        );
        const items = menuSearchItems(inputs, wantPinyin ? pinyinOf : undefined);
        return { items, search: createMenuSearch(items), pinyinReady: !wantPinyin || !!pinyinOf };
    }, [sections, translate, wantPinyin, pinyinOf]);
};
