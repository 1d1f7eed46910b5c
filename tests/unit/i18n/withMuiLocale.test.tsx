import { Alert, Autocomplete, TextField } from '@mui/material';
import { createTheme } from '@mui/material/styles';
import { jaJP } from '@mui/material/locale';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { AdminContext, LocalesMenuButton, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { withMuiLocale, withMuiLocaleTheme } from '../../../src/i18n/withMuiLocale';

const Page = () => (
    <>
        <LocalesMenuButton />
        <Autocomplete options={['a']} renderInput={params => <TextField {...params} label="mc.login.username" />} />
        <Alert onClose={() => undefined}>!</Alert>
    </>
);
const Localized = withMuiLocale(Page);

// Rendering react-admin and loading a catalogue is slow on a busy machine; this is no timing check.
const RENDER_TIMEOUT = 30_000;

afterEach(() => {
    vi.restoreAllMocks();
});

describe('withMuiLocale', { timeout: RENDER_TIMEOUT }, () => {
    it("gives MUI's own texts and dayjs the language in use, and follows a switch", async () => {
        vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ja-JP']);
        const i18nProvider = await createI18nProvider('zh-cn');
        render(
            <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
                <Localized />
            </AdminContext>
        );
        expect(await screen.findByRole('button', { name: '開く' }, { timeout: RENDER_TIMEOUT })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: '閉じる' })).toBeInTheDocument();
        // The start leaves dayjs to the signed-in shell, which this wrapper is.
        await waitFor(() => expect(dayjs.locale()).toBe('ja'));

        fireEvent.click(screen.getByRole('button', { name: '日本語' }));
        fireEvent.click(await screen.findByRole('menuitem', { name: '简体中文' }));
        // MUI's texts follow the stored locale at once; react-admin's provider finishes its switch
        // (catalogue, dayjs, <html lang>) a little later and renders the page again, so a button
        // found before that is gone after it. Wait for the state where all three hold, and let the
        // switch finish inside the test, or its state update lands after the file's window is gone.
        await waitFor(
            () => {
                expect(document.documentElement.lang).toBe('zh-CN');
                expect(dayjs.locale()).toBe('zh-cn');
                expect(screen.getByRole('button', { name: '打开' })).toBeInTheDocument();
                expect(screen.getByRole('button', { name: '关闭' })).toBeInTheDocument();
            },
            { timeout: RENDER_TIMEOUT }
        );
        await act(async () => undefined);
    });

    it('leaves defaults the theme already sets alone', () => {
        const outer = createTheme({ components: { MuiAutocomplete: { defaultProps: { size: 'small', openText: 'mine' } } } });
        const theme = withMuiLocaleTheme(outer, jaJP);
        expect(theme.components?.MuiAutocomplete?.defaultProps).toMatchObject({ size: 'small', openText: 'mine', clearText: 'クリア' });
        expect(theme.palette).toBe(outer.palette);
    });
});
