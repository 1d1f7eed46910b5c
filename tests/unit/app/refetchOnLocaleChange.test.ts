import { QueryClient } from '@tanstack/react-query';
import type { I18nProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { refetchOnLocaleChange } from '../../../src/app/refetchOnLocaleChange';

const provider = () => {
    let locale = 'zh-cn';
    const calls: string[] = [];
    const i18n: I18nProvider = {
        translate: key => key,
        getLocale: () => locale,
        changeLocale: async next => {
            calls.push(`switch ${next}`);
            locale = next;
        },
    };
    return { i18n, calls };
};

describe('refetchOnLocaleChange', () => {
    it('asks every cached reply again once the language has switched, not before', async () => {
        const { i18n, calls } = provider();
        const queryClient = new QueryClient();
        vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async () => {
            calls.push(`invalidate in ${i18n.getLocale()}`);
        });
        const wrapped = refetchOnLocaleChange(i18n, queryClient);
        await wrapped.changeLocale('en');
        expect(calls).toEqual(['switch en', 'invalidate in en']);
        expect(wrapped.getLocale()).toBe('en');
    });

    it('asks nothing again when the language stays the same (the start-up sync)', async () => {
        const { i18n } = provider();
        const queryClient = new QueryClient();
        const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
        await refetchOnLocaleChange(i18n, queryClient).changeLocale('zh-cn');
        expect(invalidate).not.toHaveBeenCalled();
    });
});
