import type { PinyinOf } from './menuSearch';

let loading: Promise<PinyinOf> | undefined;

/**
 * The pinyin speller, loaded on first use: pinyin-pro is large and only Chinese users with
 * pinyin search on need it, so it stays out of the first-loaded JavaScript.
 */
export const loadPinyin = (): Promise<PinyinOf> => {
    loading ??= import('pinyin-pro').then(({ pinyin }) => (text: string) => {
        const full = pinyin(text, { toneType: 'none', type: 'array', nonZh: 'consecutive' }).join('').toLowerCase();
        const initials = pinyin(text, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'consecutive' }).join('').toLowerCase();
        return full === text.toLowerCase() ? [] : [full, initials];
    });
    loading.catch(() => (loading = undefined));
    return loading;
};
