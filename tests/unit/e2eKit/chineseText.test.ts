import { describe, expect, it } from 'vitest';
import { chineseCharacters, isUntranslatedSource } from '../../e2e/support/chineseText';

describe('chineseCharacters', () => {
    it('finds any CJK character in English and Spanish', () => {
        expect(chineseCharacters('Vehicle name', 'en')).toEqual([]);
        expect(chineseCharacters('Nombre del vehículo «BMW» · ñ', 'es')).toEqual([]);
        expect(chineseCharacters('Status: 待审核', 'en')).toEqual(['待', '审', '核']);
        expect(chineseCharacters('Total（2）', 'es')).toEqual(['（', '）']);
        expect(chineseCharacters('ブランド', 'en')).toEqual(['ブ', 'ラ', 'ン', 'ド']);
    });

    it('in Japanese, finds only the Han characters Japanese does not write', () => {
        expect(chineseCharacters('車両名・審査状態（合計）', 'ja')).toEqual([]);
        expect(chineseCharacters('车辆名称', 'ja')).toEqual(['车', '辆']);
        expect(chineseCharacters('审核状态', 'ja')).toEqual(['审', '态']);
        expect(chineseCharacters('合计', 'ja')).toEqual(['计']);
    });
});

describe('isUntranslatedSource', () => {
    it('names a zh-cn text shown whole while none of its translations is it', () => {
        const ja = new Map([
            ['品牌', new Set(['ブランド'])],
            ['名称', new Set(['名称'])],
            ['内容', new Set(['コンテンツ', '内容'])],
        ]);
        expect(isUntranslatedSource(' 品牌 ', ja)).toBe(true);
        expect(isUntranslatedSource('名称', ja)).toBe(false);
        expect(isUntranslatedSource('ブランド', ja)).toBe(false);
        expect(isUntranslatedSource('内容', ja)).toBe(false);
    });
});
