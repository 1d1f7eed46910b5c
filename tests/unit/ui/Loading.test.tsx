import { render, screen } from '@testing-library/react';
import { TestTranslationProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { Loading } from '../../../src/ui/Loading';

const messages = { mc: { app: { loading: '加载中' } }, ra: { page: { loading: '页面加载中' }, message: { loading: '请稍候' } } };

describe('Loading', () => {
    it('names its progress bar after its heading, so a screen reader and axe know what loads', async () => {
        render(
            <TestTranslationProvider messages={messages}>
                <Loading primary="mc.app.loading" secondary="" timeout={0} />
            </TestTranslationProvider>
        );
        expect(await screen.findByRole('progressbar', { name: '加载中' })).toBeTruthy();
        expect(screen.getByText('加载中', { selector: 'h5' })).toBeTruthy();
        expect(screen.queryByText('请稍候')).toBeNull();
    });

    it("says react-admin's page texts by default, and shows nothing before its timeout", async () => {
        render(
            <TestTranslationProvider messages={messages}>
                <Loading timeout={50} />
            </TestTranslationProvider>
        );
        expect(screen.queryByRole('progressbar')).toBeNull();
        expect(await screen.findByRole('progressbar', { name: '页面加载中' })).toBeTruthy();
        expect(screen.getByText('请稍候')).toBeTruthy();
    });
});
