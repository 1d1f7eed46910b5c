// @vitest-environment jsdom
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORED_LOCALE_KEY, createI18nProvider } from '../../../src/i18n/i18nProvider';

const browser = (...languages: string[]) => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
};

afterEach(() => {
    vi.restoreAllMocks();
});

describe('createI18nProvider', () => {
    it('speaks Chinese by default', async () => {
        browser('zh-CN');
        const provider = await createI18nProvider('zh-cn');
        expect(provider.getLocale()).toBe('zh-cn');
        expect(provider.translate('mc.login.submit')).toBe('登录');
        expect(provider.translate('ra.action.save')).toBe('保存');
    });

    it('follows an English browser', async () => {
        browser('en-US', 'zh-CN');
        const provider = await createI18nProvider('zh-cn');
        expect(provider.getLocale()).toBe('en');
        expect(provider.translate('mc.login.submit')).toBe('Log in');
        expect(provider.translate('ra.action.save')).toBe('Save');
    });

    it('falls back to Chinese for a language it does not have', async () => {
        browser('fr-FR', 'de');
        const provider = await createI18nProvider('zh-cn');
        expect(provider.getLocale()).toBe('zh-cn');
        expect(provider.translate('mc.login.submit')).toBe('登录');
    });

    it('prefers the stored choice to the browser', async () => {
        browser('en-US');
        localStorage.setItem(STORED_LOCALE_KEY, JSON.stringify('ja'));
        const provider = await createI18nProvider('zh-cn');
        expect(provider.getLocale()).toBe('ja');
        expect(provider.translate('mc.login.submit')).toBe('ログイン');
    });

    it('ignores a stored value that is not one of its languages', async () => {
        browser('es-MX');
        localStorage.setItem(STORED_LOCALE_KEY, '{broken');
        const provider = await createI18nProvider('zh-cn');
        expect(provider.getLocale()).toBe('es');
    });

    it("adds the deployment's texts (catalogue extensions) to each language as it loads, beside the built-in ones", async () => {
        browser('zh-CN');
        const extra = (route: string, section: string) => ({ mc: { section: { brand: section }, ext: { route: { '/brand/list': route } } } });
        const provider = await createI18nProvider('zh-cn', { 'zh-cn': extra('品牌管理', '品牌'), ja: extra('ブランド管理', 'ブランド') });
        expect(provider.translate('mc.ext.route./brand/list')).toBe('品牌管理');
        expect(provider.translate('mc.section.brand')).toBe('品牌');
        expect(provider.translate('mc.section.cars')).toBe('车辆');
        await provider.changeLocale('ja');
        expect(provider.translate('mc.ext.route./brand/list')).toBe('ブランド管理');
        expect(provider.translate('mc.section.brand')).toBe('ブランド');
        expect(provider.translate('mc.login.submit')).toBe('ログイン');
    });

    it('answers a text asked before again once the language, a page area or the deployment changes it', async () => {
        browser('zh-CN');
        const provider = await createI18nProvider('zh-cn');
        // Asked before the texts that hold it arrive: the key itself, or the default.
        expect(provider.translate('mc.ext.route./brand/list')).toBe('mc.ext.route./brand/list');
        expect(provider.translate('mc.ext.route./brand/list', { _: '品牌' })).toBe('品牌');
        provider.addTexts({ 'zh-cn': { mc: { ext: { route: { '/brand/list': '品牌管理' } } } } });
        expect(provider.translate('mc.ext.route./brand/list')).toBe('品牌管理');
        expect(provider.translate('mc.ext.route./brand/list', { _: '品牌' })).toBe('品牌管理');
        expect(provider.translate('mc.login.submit')).toBe('登录');
        await provider.changeLocale('en');
        expect(provider.translate('mc.login.submit')).toBe('Log in');
        await provider.changeLocale('zh-cn');
        expect(provider.translate('mc.login.submit')).toBe('登录');
        expect(provider.translate('mc.ext.route./brand/list')).toBe('品牌管理');
    });

    it('loads the other catalogues when switching, and counts in each', async () => {
        browser('zh-CN');
        const provider = await createI18nProvider('zh-cn');
        expect(provider.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('已选择 3 项');
        await provider.changeLocale('es');
        expect(provider.translate('mc.route.dashboard')).toBe('Escritorio');
        expect(provider.translate('ra.action.bulk_actions', { smart_count: 1 })).toBe('1 elemento seleccionado');
        expect(provider.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('3 elementos seleccionados');
        await provider.changeLocale('ja');
        expect(provider.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('3 件を選択中');
        await provider.changeLocale('en');
        expect(provider.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('3 items selected');
    });

    it('switches the language of dates with the catalogue, leaving the start to the signed-in shell', async () => {
        browser('ja-JP');
        const provider = await createI18nProvider('zh-cn');
        await provider.changeLocale('ja');
        expect(dayjs.locale()).toBe('ja');
        expect(dayjs('2026-03-05').format('MMMM')).toBe('3月');
        await provider.changeLocale('es');
        expect(dayjs.locale()).toBe('es');
        expect(dayjs('2026-03-05').format('MMMM')).toBe('marzo');
        await provider.changeLocale('zh-cn');
        expect(dayjs('2026-03-05').format('dddd')).toBe('星期四');
    });

    it('lets a change made while the start still loads its dates win', async () => {
        browser('ja-JP');
        const provider = await createI18nProvider('zh-cn');
        await provider.changeLocale('es');
        await new Promise(resolve => setTimeout(resolve, 50));
        expect(dayjs.locale()).toBe('es');
    });

    it('keeps the document language in step', async () => {
        browser('ja-JP');
        const provider = await createI18nProvider('zh-cn');
        expect(document.documentElement.lang).toBe('ja');
        await provider.changeLocale('zh-cn');
        expect(document.documentElement.lang).toBe('zh-CN');
    });
});

describe('messages that are not keys', () => {
    it('come back whole, colons and dots included', async () => {
        browser('zh-CN');
        const provider = await createI18nProvider('zh-cn');
        expect(provider.translate('参数错误: 手机号. 请检查', { _: '参数错误: 手机号. 请检查' })).toBe('参数错误: 手机号. 请检查');
        expect(provider.translate('Error: not found')).toBe('Error: not found');
    });
});
