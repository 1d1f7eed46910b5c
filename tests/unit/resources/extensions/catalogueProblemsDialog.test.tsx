import { act, render, screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../../src/app/catalogue';
import { setRuntimeConfig } from '../../../../src/config/runtimeConfig';
import zh from '../../../../src/i18n/messages/zh';
import { DebugDialog, openDebugDialog } from '../../../../src/layout/debug/DebugDialog';
import { IconRail } from '../../../../src/layout/menu/IconRail';
import { CatalogueProvider } from '../../../../src/resources/CatalogueProvider';
import { lazySectionIcon } from '../../../../src/resources/extensions/extensionIcons';
import type { ExtensionProblem } from '../../../../src/resources/extensions/ExtensionProblem';
import { testConfig } from '../../dataProvider/fakeServer';
import { renderWithAdmin } from '../../schema/renderWithAdmin';

const problems: ExtensionProblem[] = [
    { file: 'catalogue.d/brands.json', entry: 2, at: '/2/fields/0', key: 'unknownPropertyOfKind', values: { property: 'decimals', kind: 'text' } },
    { file: 'catalogue.d/broken.json', at: '', key: 'fileNotJson', values: { error: 'Unexpected end of JSON input' } },
];

describe('the debug dialog', () => {
    it('lists the extension entries left out, with file, place and reason', async () => {
        setRuntimeConfig(testConfig);
        render(
            <AdminContext i18nProvider={polyglotI18nProvider(() => zh, 'zh-cn')} store={memoryStore()}>
                <CatalogueProvider catalogue={catalogue} problems={problems}>
                    <DebugDialog reload={() => undefined} />
                </CatalogueProvider>
            </AdminContext>
        );
        act(() => openDebugDialog());
        const list = await screen.findByTestId('catalogue-problems');
        expect(list).toHaveTextContent('目录扩展中未加载的条目（2）');
        const items = within(list).getAllByRole('listitem');
        expect(items[0]).toHaveTextContent('catalogue.d/brands.json /2/fields/0 类型为 text 的条目或字段不支持属性 "decimals"');
        expect(items[1]).toHaveTextContent('catalogue.d/broken.json 不是合法的 JSON：Unexpected end of JSON input');
    });

    it('says nothing of extensions when none was left out', async () => {
        setRuntimeConfig(testConfig);
        renderWithAdmin(<DebugDialog reload={() => undefined} />, {});
        act(() => openDebugDialog());
        expect(await screen.findByRole('dialog')).toBeInTheDocument();
        expect(screen.queryByTestId('catalogue-problems')).not.toBeInTheDocument();
    });
});

describe('the icon rail', () => {
    it('shows a declared section with its lazily loaded icon', async () => {
        const icons = new Map([['brand', lazySectionIcon('Sell')]]);
        const { container } = render(
            <AdminContext
                i18nProvider={polyglotI18nProvider(() => ({ ...zh, mc: { ...zh.mc, section: { ...zh.mc.section, brand: '品牌' } } }), 'zh-cn')}
                store={memoryStore()}
            >
                <CatalogueProvider catalogue={catalogue} sectionIcons={icons}>
                    <IconRail
                        sections={[{ section: 'brand', title: 'mc.section.brand', entries: [] }]}
                        selected="brand"
                        onSelect={() => undefined}
                        showLogo={false}
                    />
                </CatalogueProvider>
            </AdminContext>
        );
        expect(await screen.findByRole('button', { name: '品牌' })).toBeInTheDocument();
        await expect.poll(() => container.querySelector('[data-testid="SellIcon"]')).not.toBeNull();
    });
});
