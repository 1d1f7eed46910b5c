import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorLogButton } from '../../../src/layout/errorLog/ErrorLogButton';
import { createErrorLogStore } from '../../../src/layout/errorLog/errorLogStore';
import { LanguageMenu } from '../../../src/layout/navbar/LanguageMenu';
import { renderWithAdmin } from '../schema/renderWithAdmin';
import { LOCALES } from '../../../src/i18n/locales';
import { textsFor } from '../../e2e/pages/texts';

// A control's name holds what it shows (WCAG 2.5.3 Label in Name; axe's label-content-name-mismatch).

describe('navbar buttons named after what they show', () => {
    it('the error log button holds the count on its badge', () => {
        const store = createErrorLogStore(() => '');
        for (let i = 0; i < 3; i++) store.add(`e${i}`);
        renderWithAdmin(<ErrorLogButton store={store} enabled />, {});
        expect(screen.getByRole('button', { name: '错误日志：3 条' })).toBeInTheDocument();
    });

    it('the error log button holds its count as a word of its own, outside any bracket, in every language', () => {
        // How axe 4.14 matches a label in a name: words, after bracketed asides are taken out.
        const words = (text: string) =>
            text
                .normalize('NFKD')
                .replace(/\([^()]*\)/g, '')
                .split(/[^\p{L}\p{N}]+/u)
                .filter(Boolean);
        for (const locale of LOCALES.map(entry => entry.locale))
            expect(words(textsFor(locale).t('mc.layout.errorLog.button', { count: 7 })), locale).toContain('7');
    });

    it('the language button is named by the language it shows, each read in its own language', () => {
        renderWithAdmin(<LanguageMenu />, {});
        const button = screen.getByRole('button', { name: '简体中文' });
        expect(button).toHaveAttribute('aria-haspopup', 'menu');
        expect(button.querySelector('[lang="zh-CN"]')).toHaveTextContent('简体中文');
    });
});
