import { describe, expect, it } from 'vitest';
import { detectLocale, matchLocale } from '../../../src/i18n/locales';

describe('detectLocale', () => {
    it('prefers the stored choice', () => {
        expect(detectLocale('ja', ['en-US'], 'zh-cn')).toBe('ja');
    });
    it('follows the browser languages in order', () => {
        expect(detectLocale(null, ['fr-FR', 'en-US', 'zh-CN'], 'zh-cn')).toBe('en');
        expect(detectLocale(null, ['zh-TW'], 'en')).toBe('zh-cn');
        expect(detectLocale(undefined, ['es-MX'], 'zh-cn')).toBe('es');
    });
    it('falls back to the configured default, then zh-cn', () => {
        expect(detectLocale(null, ['fr-FR'], 'en')).toBe('en');
        expect(detectLocale('xx', ['de'], 'klingon')).toBe('zh-cn');
    });
    it('matches tags case-insensitively', () => {
        expect(matchLocale('ZH-cn')).toBe('zh-cn');
        expect(matchLocale('JA-jp')).toBe('ja');
        expect(matchLocale('pt-BR')).toBeUndefined();
    });
});
