import { describe, expect, it } from 'vitest';
import { keysShownIn, textsFor } from '../../e2e/pages/texts';

// The page objects name what they look for by catalogue key; a text that differs from what the
// console shows would make a locator that never matches, so the kit must render texts as the
// console does (src/i18n/i18nProvider.ts: react-admin catalogues converted for i18next).
describe('textsFor', () => {
    it('answers the text of a key in each language', () => {
        expect(textsFor('zh-cn').t('mc.layout.user.logout')).toBe('退出登录');
        expect(textsFor('en').t('mc.layout.user.logout')).toBe('Log out');
        expect(textsFor('zh-cn').t('ra.action.save')).toBe('保存');
    });

    it("puts values in react-admin's %{name} places", () => {
        expect(textsFor('zh-cn').t('mc.layout.tabs.closeOne', { title: '4S店' })).toBe('关闭 4S店');
        expect(textsFor('en').t('mc.layout.tabs.closeOne', { title: 'Stores' })).toBe('Close Stores');
    });

    it('chooses the plural form of `one |||| many` texts by smart_count or count', () => {
        const en = textsFor('en');
        expect(en.t('mc.workbench.charts.days', { smart_count: 1 })).toBe('Last 1 day');
        expect(en.t('mc.workbench.charts.days', { smart_count: 7 })).toBe('Last 7 days');
        expect(en.t('mc.workbench.charts.days', { count: 30 })).toBe('Last 30 days');
        expect(textsFor('es').t('mc.workbench.charts.days', { smart_count: 90 })).toBe('Últimos 90 días');
        // Languages without plural forms have one text.
        expect(textsFor('zh-cn').t('mc.workbench.charts.days', { smart_count: 7 })).toBe('近7天');
        expect(textsFor('ja').t('mc.workbench.charts.days', { smart_count: 1 })).toBe('過去1日');
    });

    it('throws at once, naming the key, for a key the catalogue lacks', () => {
        expect(() => textsFor('en').t('mc.no.such.key')).toThrow('No text "mc.no.such.key" in the en catalogue');
        // A branch of the catalogue is no text either.
        expect(() => textsFor('zh-cn').t('mc.layout.tabs')).toThrow(/No text "mc.layout.tabs"/);
    });
});

describe('keysShownIn', () => {
    it("finds the catalogues' keys a page shows as they are, page texts included", () => {
        expect(keysShownIn('资源设计\nmc.designer.hint\n新建资源 ra.action.save')).toEqual(['mc.designer.hint', 'ra.action.save']);
    });

    it('leaves data and texts that only look like keys alone', () => {
        expect(keysShownIn('sales@mc.example.com ra.no.such.key 3.5 mc.designer')).toEqual([]);
    });
});
