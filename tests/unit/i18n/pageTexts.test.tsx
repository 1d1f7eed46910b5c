import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { AdminContext, memoryStore, useSetLocale, useTranslate } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { LOCALES } from '../../../src/i18n/locales';
import enDesigner from '../../../src/i18n/messages/en/designer';
import en from '../../../src/i18n/messages/en';
import enStart from '../../../src/i18n/messages/en/start';
import es from '../../../src/i18n/messages/es';
import esDesigner from '../../../src/i18n/messages/es/designer';
import esStart from '../../../src/i18n/messages/es/start';
import ja from '../../../src/i18n/messages/ja';
import jaDesigner from '../../../src/i18n/messages/ja/designer';
import jaStart from '../../../src/i18n/messages/ja/start';
import zh from '../../../src/i18n/messages/zh';
import zhDesigner from '../../../src/i18n/messages/zh/designer';
import zhHolidays from '../../../src/i18n/messages/zh/holidays';
import zhStart from '../../../src/i18n/messages/zh/start';
import { PAGE_AREAS, pageTexts } from '../../../src/i18n/pageTexts';
import { withPageTexts } from '../../../src/i18n/withPageTexts';
import { flattenMessages } from './support/flattenMessages';

const browser = (...languages: string[]) => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
};

afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
});

const ADD = 'mc.designer.add';
const whole = { 'zh-cn': zh, en, es, ja };
const start = { 'zh-cn': zhStart, en: enStart, es: esStart, ja: jaStart };

/** The keys of one area, in the catalogue's form (`mc.designer.add`). */
const areaKeys = async (area: (typeof PAGE_AREAS)[number], locale: keyof typeof whole) => [
    ...flattenMessages({ mc: (await pageTexts[area][locale]()).default }).keys(),
];

describe('page texts', () => {
    it('are not in any start catalogue, and with it make up the whole catalogue', async () => {
        expect([...PAGE_AREAS].sort()).toEqual(['business', 'designer', 'holidays', 'profile', 'wallet', 'workbench']);
        for (const { locale } of LOCALES) {
            const startKeys = flattenMessages(start[locale]);
            const pageKeys = (await Promise.all(PAGE_AREAS.map(area => areaKeys(area, locale)))).flat();
            expect(pageKeys.length, locale).toBeGreaterThan(100);
            expect(
                pageKeys.filter(key => startKeys.has(key)),
                locale
            ).toEqual([]);
            expect(new Set([...startKeys.keys(), ...pageKeys]), locale).toEqual(new Set(flattenMessages(whole[locale]).keys()));
        }
    });
});

describe('the page texts registry', () => {
    it('has every area in every language, each loading that language’s file (the folder zh is zh-cn)', async () => {
        for (const area of PAGE_AREAS) {
            expect(Object.keys(pageTexts[area]).sort(), area).toEqual(LOCALES.map(({ locale }) => locale).sort());
            for (const { locale } of LOCALES) {
                const texts = flattenMessages({ mc: (await pageTexts[area][locale]()).default });
                const catalogue = flattenMessages(whole[locale]);
                expect(
                    [...texts].filter(([key, text]) => catalogue.get(key) !== text),
                    `${area} ${locale}`
                ).toEqual([]);
            }
        }
        expect((await pageTexts.designer['zh-cn']()).default).toBe(zhDesigner);
        expect((await pageTexts.designer.ja()).default).toBe(jaDesigner);
    });
});

describe("the i18n provider's page texts", () => {
    it('fetches an area in the language in use, and every language chosen later comes with it', async () => {
        browser('zh-CN');
        const provider = await createI18nProvider('zh-cn');
        expect(provider.hasPageTexts('designer')).toBe(false);
        expect(provider.translate(ADD)).toBe(ADD);
        expect(provider.translate('mc.login.submit')).toBe('登录');

        await provider.loadPageTexts('designer');
        expect(provider.hasPageTexts('designer')).toBe(true);
        expect(provider.translate(ADD)).toBe(zhDesigner.designer.add);
        expect(provider.hasPageTexts('holidays')).toBe(false);

        const load = vi.spyOn(provider, 'loadPageTexts');
        await provider.changeLocale('ja');
        expect(provider.hasPageTexts('designer')).toBe(true);
        expect(provider.translate(ADD)).toBe(jaDesigner.designer.add);
        // Written in react-admin's form like the start catalogue, converted the same way.
        expect(provider.translate('mc.designer.edit', { table: 'dealer' })).toBe(jaDesigner.designer.edit.replace('%{table}', 'dealer'));
        expect(load).not.toHaveBeenCalled();
        // Only what was asked for: another page's area is still to be fetched.
        expect(provider.hasPageTexts('holidays')).toBe(false);
    });

    it('fetches an area once however many ask, in a language other than the default', async () => {
        browser('en-US');
        const fetched = vi.spyOn(pageTexts.designer, 'en');
        const provider = await createI18nProvider('zh-cn');
        await Promise.all([provider.loadPageTexts('designer'), provider.loadPageTexts('designer')]);
        expect(fetched).toHaveBeenCalledTimes(1);
        expect(provider.translate(ADD)).toBe(enDesigner.designer.add);
        expect(provider.translate('mc.login.submit')).toBe('Log in');
    });

    it('rejects when an area cannot be fetched, and fetches it when asked again', async () => {
        browser('zh-CN');
        const offline = vi.spyOn(pageTexts.holidays, 'zh-cn').mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
        const provider = await createI18nProvider('zh-cn');
        await expect(provider.loadPageTexts('holidays')).rejects.toThrow('Failed to fetch');
        expect(provider.translate('mc.holiday.hint')).toBe('mc.holiday.hint');

        offline.mockRestore();
        await provider.loadPageTexts('holidays');
        expect(provider.translate('mc.holiday.hint')).toBe(zhHolidays.holiday.hint);
    });
});

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
    state: { error?: Error } = {};
    static getDerivedStateFromError(error: Error) {
        return { error };
    }
    render() {
        return this.state.error ? (
            <button type="button" onClick={() => this.setState({ error: undefined })}>
                {`failed (${this.state.error.message}): retry`}
            </button>
        ) : (
            this.props.children
        );
    }
}

// Rendering react-admin and loading a catalogue is slow on a busy machine; this is no timing check.
const RENDER_TIMEOUT = 30_000;

describe('withPageTexts', { timeout: RENDER_TIMEOUT }, () => {
    /** Every text the page rendered, in order: a key among them is a key shown to the user. */
    const shown: string[] = [];
    const DesignerPage = withPageTexts('designer', () => {
        const translate = useTranslate();
        const setLocale = useSetLocale();
        const text = translate(ADD);
        shown.push(text);
        return (
            <>
                <h1>{text}</h1>
                <button type="button" onClick={() => setLocale('es')}>
                    es
                </button>
            </>
        );
    });

    const renderPage = async () => {
        const provider = await createI18nProvider('zh-cn');
        shown.length = 0;
        render(
            <AdminContext i18nProvider={provider} store={memoryStore()}>
                <Boundary>
                    <DesignerPage />
                </Boundary>
            </AdminContext>
        );
        return provider;
    };

    it('renders the page only once its texts are here, never their keys, and keeps them through a change of language', async () => {
        browser('zh-CN');
        let arrive = () => undefined as void;
        const fetched = pageTexts.designer['zh-cn'];
        vi.spyOn(pageTexts.designer, 'zh-cn').mockImplementation(() => new Promise(resolve => (arrive = () => resolve(fetched()))));
        const provider = await renderPage();
        await waitFor(() => expect(pageTexts.designer['zh-cn']).toHaveBeenCalled());
        expect(shown).toEqual([]);

        await act(async () => arrive());
        expect(await screen.findByRole('heading', { name: zhDesigner.designer.add })).toBeInTheDocument();

        fireEvent.click(screen.getByRole('button', { name: 'es' }));
        expect(await screen.findByRole('heading', { name: esDesigner.designer.add })).toBeInTheDocument();
        expect(provider.getLocale()).toBe('es');
        expect(shown).not.toContain(ADD);
    });

    it('lets the error boundary show a failure to fetch them, and fetches them when mounted again', async () => {
        browser('ja-JP');
        const offline = vi.spyOn(pageTexts.designer, 'ja').mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
        // React reports the error it hands to the boundary.
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        await renderPage();
        const retry = await screen.findByRole('button', { name: /^failed \(Failed to fetch/ });
        expect(shown).toEqual([]);

        offline.mockRestore();
        fireEvent.click(retry);
        expect(await screen.findByRole('heading', { name: jaDesigner.designer.add })).toBeInTheDocument();
        expect(shown).not.toContain(ADD);
    });
});
