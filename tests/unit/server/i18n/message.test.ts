import { describe, expect, it } from 'vitest';
import { readLang } from '../../../../protocol/lang';
import { everyLanguage, localize } from '../../../../server/i18n/LocalText';
import { message, renderMessage, titleParam } from '../../../../server/i18n/Message';

describe('readLang', () => {
    it('reads the four languages in any letter case', () => {
        expect(['zh-cn', 'en', 'es', 'ja', 'EN', 'Zh-CN'].map(readLang)).toEqual(['zh-cn', 'en', 'es', 'ja', 'en', 'zh-cn']);
    });
    it('reads anything else as zh-cn', () => {
        for (const odd of [undefined, null, '', 'de', 'en-US', ' en', 'en;q=1', 'x'.repeat(10_000), 42, ['en'], '<script>']) {
            expect(readLang(odd)).toBe('zh-cn');
        }
    });
});

describe('renderMessage', () => {
    it('writes a catalogue text in each language, zh-cn as the key itself', () => {
        expect(renderMessage('签名错误', 'zh-cn')).toBe('签名错误');
        expect(renderMessage('签名错误', 'en')).toBe('Signature error');
        expect(renderMessage('签名错误', 'ja')).toBe('署名エラー');
    });

    it('puts data in as it is and translates texts given as values', () => {
        const msg = message('插件「{name}」未安装，请先在插件管理中安装', { name: '竞拍' });
        expect(renderMessage(msg, 'zh-cn')).toBe('插件「竞拍」未安装，请先在插件管理中安装');
        expect(renderMessage(msg, 'en')).toBe('The plugin “竞拍” is not installed: install it in Plugin management first');
        const titled = message('插件「{name}」未安装，请先在插件管理中安装', { name: titleParam({ 'zh-cn': '竞拍', en: 'Auctions' }) });
        expect(renderMessage(titled, 'en')).toContain('“Auctions”');
        expect(renderMessage(titled, 'es')).toContain('«竞拍»');
    });

    it('shows a text that is no catalogue key as it is', () => {
        expect(renderMessage('某个未翻译的句子', 'en')).toBe('某个未翻译的句子');
    });
});

describe('localize', () => {
    it('falls back to zh-cn for a language a text leaves out', () => {
        const text = { 'zh-cn': '经销商', en: 'Dealer' };
        expect([localize(text, 'en'), localize(text, 'ja')]).toEqual(['Dealer', '经销商']);
        expect(everyLanguage(text)).toEqual(['经销商', 'Dealer']);
        expect(everyLanguage('签名错误')).toEqual(['签名错误', 'Signature error', 'Error de firma', '署名エラー']);
    });
});
