import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, LocalesMenuButton, localStorageStore, useTranslate } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORED_LOCALE_KEY, createI18nProvider } from '../../../src/i18n/i18nProvider';
import { preferenceKeepingStore } from '../../../src/layout/settings/preferenceKeepingStore';

const LoginTitle = () => <h1>{useTranslate()('mc.login.submit')}</h1>;

// Rendering react-admin and loading a catalogue is slow on a busy machine; this is no timing check.
const RENDER_TIMEOUT = 30_000;

afterEach(() => {
    vi.restoreAllMocks();
});

describe("switching languages with react-admin's locale menu", { timeout: RENDER_TIMEOUT }, () => {
    it('translates the page and keeps the choice for the next visit', async () => {
        vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-CN']);
        const i18nProvider = await createI18nProvider('zh-cn');
        render(
            <AdminContext i18nProvider={i18nProvider} store={preferenceKeepingStore(localStorageStore())}>
                <LocalesMenuButton />
                <LoginTitle />
            </AdminContext>
        );
        expect(await screen.findByRole('heading', { name: '登录' })).toBeInTheDocument();

        fireEvent.click(screen.getByRole('button', { name: '简体中文' }));
        fireEvent.click(await screen.findByRole('menuitem', { name: 'Español' }));
        expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Español' })).toBeInTheDocument();
        expect(localStorage.getItem(STORED_LOCALE_KEY)).toBe('"es"');

        // The next visit (a new provider, as after a reload) starts in the stored language.
        const nextVisit = await createI18nProvider('zh-cn');
        expect(nextVisit.getLocale()).toBe('es');
    });
});
