import Fuse from 'fuse.js';
import { MENU_SEARCH_THRESHOLD, MENU_SEARCH_WEIGHTS } from '../layoutConstants';

export interface MenuSearchItem {
    path: string;
    /** Translated page title. */
    title: string;
    /** Translated section name, shown before the title. */
    section: string;
    /** Pinyin spellings of the title: full (`cheliangguanli`) and initials (`clgl`); empty when off. */
    pinyin: string[];
}

/** Spells a Chinese text in pinyin: the full spelling and the initials, both without spaces. */
export type PinyinOf = (text: string) => string[];

export interface MenuSearchInput {
    path: string;
    title: string;
    section: string;
}

/** The searchable items: pinyin added when a speller is given (Chinese locale, setting on). */
export const menuSearchItems = (inputs: MenuSearchInput[], pinyinOf?: PinyinOf): MenuSearchItem[] =>
    inputs.map(input => ({ ...input, pinyin: pinyinOf ? pinyinOf(input.title) : [] }));

/** The fuse.js options: the weights and threshold of docs/console.md §9. */
export const MENU_SEARCH_OPTIONS = {
    threshold: MENU_SEARCH_THRESHOLD,
    keys: [
        { name: 'title', weight: MENU_SEARCH_WEIGHTS.title },
        { name: 'pinyin', weight: MENU_SEARCH_WEIGHTS.pinyin },
        { name: 'path', weight: MENU_SEARCH_WEIGHTS.path },
    ],
};

/** A fuzzy index over title, pinyin and path. */
export const createMenuSearch = (items: MenuSearchItem[]) => {
    const fuse = new Fuse(items, MENU_SEARCH_OPTIONS);
    return (query: string): MenuSearchItem[] => {
        const text = query.trim();
        if (!text) return [];
        return fuse.search(text).map(result => result.item);
    };
};
