import { describe, expect, it, vi } from 'vitest';
import { MAX_REMEMBERED_TEXTS, cachingTranslate } from '../../../src/i18n/translationCache';

const counting = () => {
    let language = 'zh';
    const translate = vi.fn((key: string, options?: Record<string, unknown>) => `${language}:${key}:${JSON.stringify(options ?? {})}`);
    return { translate, switchTo: (to: string) => (language = to) };
};

describe('cachingTranslate', () => {
    it('asks once for a key without options, and once per default text', () => {
        const { translate } = counting();
        const texts = cachingTranslate(translate);
        expect(texts.translate('mc.a')).toBe('zh:mc.a:{}');
        expect(texts.translate('mc.a')).toBe('zh:mc.a:{}');
        expect(texts.translate('mc.a', {})).toBe('zh:mc.a:{}');
        expect(translate).toHaveBeenCalledTimes(1);
        expect(texts.translate('mc.a', { _: 'A' })).toBe('zh:mc.a:{"_":"A"}');
        expect(texts.translate('mc.a', { _: 'A' })).toBe('zh:mc.a:{"_":"A"}');
        expect(texts.translate('mc.a', { _: 'B' })).toBe('zh:mc.a:{"_":"B"}');
        expect(translate).toHaveBeenCalledTimes(3);
    });

    it('asks every time for a text with variables', () => {
        const { translate } = counting();
        const texts = cachingTranslate(translate);
        expect(texts.translate('mc.n', { smart_count: 1 })).toBe('zh:mc.n:{"smart_count":1}');
        expect(texts.translate('mc.n', { smart_count: 2 })).toBe('zh:mc.n:{"smart_count":2}');
        expect(texts.translate('mc.n', { smart_count: 2, _: 'n' })).toBe('zh:mc.n:{"smart_count":2,"_":"n"}');
        expect(translate).toHaveBeenCalledTimes(3);
    });

    it('keeps at most MAX_REMEMBERED_TEXTS texts, however many different server messages a session translates', () => {
        const { translate } = counting();
        const texts = cachingTranslate(translate);
        for (let index = 0; index < MAX_REMEMBERED_TEXTS; index += 1) texts.translate(`车辆 ${index} 已下架`);
        texts.translate('mc.a');
        expect(translate).toHaveBeenCalledTimes(MAX_REMEMBERED_TEXTS + 1);
        // The cache started again with the last text: the first ones are asked again.
        texts.translate('mc.a');
        texts.translate('车辆 0 已下架');
        expect(translate).toHaveBeenCalledTimes(MAX_REMEMBERED_TEXTS + 2);
    });

    it('asks again after forget', () => {
        const { translate, switchTo } = counting();
        const texts = cachingTranslate(translate);
        expect(texts.translate('mc.a')).toBe('zh:mc.a:{}');
        switchTo('en');
        texts.forget();
        expect(texts.translate('mc.a')).toBe('en:mc.a:{}');
    });
});
