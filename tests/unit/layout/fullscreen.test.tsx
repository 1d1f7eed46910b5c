import { fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FullscreenButton } from '../../../src/layout/navbar/FullscreenButton';
import { renderInAdmin } from '../permissions/adminHarness';

const page = <Route path="/dashboard/x" element={<FullscreenButton />} />;

/** Stands in for the browser's Fullscreen API (jsdom has none). */
const fakeFullscreen = (enabled: boolean) => {
    let element: Element | null = null;
    const change = () => document.dispatchEvent(new Event('fullscreenchange'));
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => enabled });
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => element });
    const request = vi.fn(async () => {
        element = document.documentElement;
        change();
    });
    const exit = vi.fn(async () => {
        element = null;
        change();
    });
    document.documentElement.requestFullscreen = request;
    document.exitFullscreen = exit;
    return { request, exit };
};

describe('FullscreenButton', () => {
    afterEach(() => {
        vi.restoreAllMocks();
        Reflect.deleteProperty(document, 'fullscreenElement');
        Reflect.deleteProperty(document, 'fullscreenEnabled');
    });

    it('enters full screen, then offers to leave it and leaves', async () => {
        const { request, exit } = fakeFullscreen(true);
        await renderInAdmin(page, { path: '/dashboard/x' });
        fireEvent.click(screen.getByRole('button', { name: '全屏' }));
        expect(request).toHaveBeenCalledTimes(1);
        fireEvent.click(await screen.findByRole('button', { name: '退出全屏' }));
        expect(exit).toHaveBeenCalledTimes(1);
        expect(await screen.findByRole('button', { name: '全屏' })).toBeInTheDocument();
    });

    it('says 您当前的浏览器暂不支持该功能 where the browser cannot', async () => {
        const { request } = fakeFullscreen(false);
        await renderInAdmin(page, { path: '/dashboard/x' });
        fireEvent.click(screen.getByRole('button', { name: '全屏' }));
        expect(await screen.findByText('您当前的浏览器暂不支持该功能')).toBeInTheDocument();
        expect(request).not.toHaveBeenCalled();
    });
});
