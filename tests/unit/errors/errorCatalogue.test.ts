import { describe, expect, it, vi } from 'vitest';
import { SessionEndedError } from '../../../src/dataProvider/SessionEndedError';
import { ApiError } from '../../../src/dataProvider/ApiError';
import type { MerchantDataProvider } from '../../../src/dataProvider/dataProvider';
import { catalogueActionFor } from '../../../src/errors/catalogueAction';
import { createErrorReports, type ErrorReport } from '../../../src/errors/errorReports';
import { withCatalogueDuration } from '../../../src/errors/notificationDuration';
import { withErrorCatalogue } from '../../../src/errors/withErrorCatalogue';

describe('catalogueActionFor (docs/console.md §8)', () => {
    it('data "login" asks to log in again, whoever shows toasts', () => {
        expect(catalogueActionFor(new ApiError('session', '登录已失效'), { toast: false })).toEqual({ type: 'relogin' });
        expect(catalogueActionFor(new ApiError('session', '登录已失效', { hideError: true }), { toast: true })).toEqual({ type: 'relogin' });
    });

    it('the no-permission reply goes back to the dashboard, with its message when no controller shows it', () => {
        expect(catalogueActionFor(new ApiError('permission', 'x'), { toast: true })).toEqual({ type: 'noPermission', toast: true });
        expect(catalogueActionFor(new ApiError('permission', 'x'), { toast: false })).toEqual({ type: 'noPermission', toast: false });
    });

    it('server messages and network failures are toasts unless hidden or shown by a controller', () => {
        expect(catalogueActionFor(new ApiError('server', '手机号格式错误'), { toast: true })).toMatchObject({ type: 'toast', message: '手机号格式错误' });
        expect(catalogueActionFor(new ApiError('network', 'mc.error.network'), { toast: true })).toMatchObject({ type: 'toast', message: 'mc.error.network' });
        expect(catalogueActionFor(new ApiError('server', 'm', { hideError: true }), { toast: true })).toEqual({ type: 'none' });
        expect(catalogueActionFor(new ApiError('server', 'm'), { toast: false })).toEqual({ type: 'none' });
    });

    it('ignores ended sessions (login handles them), cancelled calls and captcha demands', () => {
        expect(catalogueActionFor(new SessionEndedError(), { toast: true })).toEqual({ type: 'none' });
        expect(catalogueActionFor(new DOMException('aborted', 'AbortError'), { toast: true })).toEqual({ type: 'none' });
        expect(catalogueActionFor(new ApiError('captcha', 'c'), { toast: true })).toEqual({ type: 'none' });
    });
});

describe('withCatalogueDuration', () => {
    it('holds network failures 3 s, the no-permission message 5 s and other errors 4 s', () => {
        const timed = (message: string, type = 'error') => withCatalogueDuration({ message, type: type as never }).notificationOptions?.autoHideDuration;
        expect(timed('mc.error.network')).toBe(3000);
        expect(timed('mc.error.noPermission')).toBe(5000);
        expect(timed('服务器说不行')).toBe(4000);
        expect(timed('ra.notification.updated', 'info')).toBeUndefined();
    });

    it('keeps a duration the sender chose', () => {
        expect(
            withCatalogueDuration({ message: 'mc.error.network', type: 'error', notificationOptions: { autoHideDuration: 1 } }).notificationOptions
                ?.autoHideDuration
        ).toBe(1);
    });
});

describe('createErrorReports', () => {
    it('delivers an error object once, however many layers report it', () => {
        const reports = createErrorReports();
        const seen: ErrorReport[] = [];
        const stop = reports.subscribe(report => seen.push(report));
        const error = new ApiError('server', 'x');
        reports.report(error, { toast: true });
        reports.report(error, { toast: false });
        reports.report(new ApiError('server', 'y'), { toast: false });
        stop();
        reports.report(new ApiError('server', 'z'), { toast: false });
        expect(seen.map(report => (report.error as Error).message)).toEqual(['x', 'y']);
        expect(seen[0].toast).toBe(true);
    });
});

describe('withErrorCatalogue', () => {
    const provider = (error: () => unknown) =>
        ({
            supportAbortSignal: true,
            getList: vi.fn(() => Promise.reject(error())),
            call: vi.fn(() => Promise.reject(error())),
            fetchDefinition: vi.fn(() => Promise.resolve({ pk: 'id' })),
            signedUrl: vi.fn(() => 'http://x/y'),
        }) as unknown as MerchantDataProvider;

    const setup = (error: () => unknown) => {
        const reports = createErrorReports();
        const seen: ErrorReport[] = [];
        reports.subscribe(report => seen.push(report));
        return { dataProvider: withErrorCatalogue(provider(error), reports), seen };
    };

    it('keeps supportAbortSignal a boolean, and synchronous helpers synchronous', () => {
        const { dataProvider } = setup(() => new Error('x'));
        expect(dataProvider.supportAbortSignal).toBe(true);
        expect(dataProvider.signedUrl('a')).toBe('http://x/y');
    });

    it('reports failed calls and still rejects: toast for custom calls, none for controller methods', async () => {
        const { dataProvider, seen } = setup(() => new ApiError('server', '失败了'));
        await expect(dataProvider.getList('r', {} as never)).rejects.toThrow('失败了');
        await expect(dataProvider.call('seller/x')).rejects.toThrow('失败了');
        expect(seen.map(report => report.toast)).toEqual([false, true]);
        await expect(dataProvider.fetchDefinition('a')).resolves.toEqual({ pk: 'id' });
        expect(seen).toHaveLength(2);
    });

    it('replaces the server text of a no-permission reply with the console message', async () => {
        const { dataProvider } = setup(() => new ApiError('permission', '没有此操作权限：seller/x', { status: 200 }));
        await expect(dataProvider.getList('r', {} as never)).rejects.toMatchObject({ kind: 'permission', message: 'mc.error.noPermission' });
    });
});
