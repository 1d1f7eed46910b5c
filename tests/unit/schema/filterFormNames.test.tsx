import { render, screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, ListBase, memoryStore, type TranslationMessages } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { parseTableDefinition } from '../../../src/dataProvider/parseTableDefinition';
import en from '../../../src/i18n/messages/en';
import es from '../../../src/i18n/messages/es';
import ja from '../../../src/i18n/messages/ja';
import zh from '../../../src/i18n/messages/zh';
import { SchemaFilterForm } from '../../../src/schema/filters/SchemaFilterForm';
import { fakeTableProvider } from './fakeTableProvider';
import { everyTypeDefinition, everyTypeRows } from './fixtures';

const api = 'seller/test/EveryType';
const { search } = parseTableDefinition(everyTypeDefinition);

// What the pickers' open buttons are called in each language (MUI X's texts), and the form's buttons.
const LANGUAGES = [
    { locale: 'zh-cn', messages: zh, open: /^选择日期/, search: '查询', reset: '重置', collapse: '收起' },
    { locale: 'en', messages: en, open: /^Choose date/, search: 'Search', reset: 'Reset', collapse: 'Collapse' },
    { locale: 'es', messages: es, open: /^Elige fecha/, search: 'Buscar', reset: 'Restablecer', collapse: 'Contraer' },
    { locale: 'ja', messages: ja, open: /^日付を選択/, search: '検索', reset: 'リセット', collapse: '折りたたむ' },
];

const ROLES = ['textbox', 'combobox', 'spinbutton', 'checkbox', 'button', 'group'] as const;

describe('filter form accessible names', { timeout: 30_000 }, () => {
    for (const language of LANGUAGES) {
        it(`names every field, picker and button in ${language.locale}`, async () => {
            const store = memoryStore();
            store.setItem(`schema.filters.expanded.${api}`, true);
            render(
                <MemoryRouter initialEntries={['/list']}>
                    <AdminContext
                        dataProvider={fakeTableProvider(everyTypeDefinition, everyTypeRows) as never}
                        i18nProvider={polyglotI18nProvider(() => language.messages as unknown as TranslationMessages, language.locale)}
                        store={store}
                    >
                        <ListBase resource={api} storeKey={false}>
                            <SchemaFilterForm api={api} search={search} />
                        </ListBase>
                    </AdminContext>
                </MemoryRouter>
            );
            const form = await screen.findByRole('search');
            for (const role of ROLES) {
                const all = within(form).queryAllByRole(role);
                expect(all.length, role).toBeGreaterThan(0);
                expect(within(form).queryAllByRole(role, { name: /\S/ }), `every ${role} named`).toHaveLength(all.length);
            }
            // Ten date fields: four ranges of two halves, a day and a moment.
            expect(within(form).getAllByRole('button', { name: language.open })).toHaveLength(10);
            for (const name of [language.search, language.reset, language.collapse]) expect(within(form).getByRole('button', { name })).toBeInTheDocument();
        });
    }
});
