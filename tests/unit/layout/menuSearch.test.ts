import { describe, expect, it } from 'vitest';
import { loadPinyin } from '../../../src/layout/search/loadPinyin';
import { MENU_SEARCH_OPTIONS, createMenuSearch, menuSearchItems } from '../../../src/layout/search/menuSearch';

const inputs = [
    { path: '/dealer/store/list', title: '4S店', section: '车商' },
    { path: '/cars/list/manageShow', title: '车辆管理', section: '车辆' },
    { path: '/cars/cat/manage', title: '车辆分类', section: '车辆' },
    { path: '/setting/agreement/manage', title: '协议管理', section: '设置' },
];

describe('menu search', () => {
    it('finds Chinese titles from full pinyin and from initials when pinyin is on', async () => {
        const search = createMenuSearch(menuSearchItems(inputs, await loadPinyin()));
        expect(search('cheliang').map(item => item.title)).toEqual(expect.arrayContaining(['车辆管理', '车辆分类']));
        expect(search('cl').map(item => item.title)).toEqual(expect.arrayContaining(['车辆管理', '车辆分类']));
        expect(search('xieyi')[0].title).toBe('协议管理');
    });

    it('matches titles and paths, not pinyin, when pinyin is off', () => {
        const search = createMenuSearch(menuSearchItems(inputs));
        expect(search('cheliang')).toEqual([]);
        expect(search('车辆')[0].title).toMatch(/^车辆/);
        expect(search('agreement')[0].path).toBe('/setting/agreement/manage');
    });

    it('hands fuse.js the docs/console.md §9 threshold (0.4) and weights (title 0.7, pinyin 0.3, path 0.3)', () => {
        expect(MENU_SEARCH_OPTIONS).toEqual({
            threshold: 0.4,
            keys: [
                { name: 'title', weight: 0.7 },
                { name: 'pinyin', weight: 0.3 },
                { name: 'path', weight: 0.3 },
            ],
        });
    });

    it('ranks a title match above the same text in a path (title weighs more)', () => {
        const search = createMenuSearch(
            menuSearchItems([
                { path: '/setting/agreement/manage', title: '广告', section: '设置' },
                { path: '/content/advertising/manage', title: 'agreement', section: '内容' },
            ])
        );
        expect(search('agreement').map(item => item.title)).toEqual(['agreement', '广告']);
    });

    it('answers nothing to an empty query', () => {
        expect(createMenuSearch(menuSearchItems(inputs))('  ')).toEqual([]);
    });

    it('spells mixed text and leaves non-Chinese titles without pinyin', async () => {
        const pinyinOf = await loadPinyin();
        expect(pinyinOf('车辆管理')).toEqual(['cheliangguanli', 'clgl']);
        expect(pinyinOf('Orders')).toEqual([]);
    });
});
