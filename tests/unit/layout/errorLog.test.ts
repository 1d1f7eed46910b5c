// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { collectWindowErrors } from '../../../src/layout/errorLog/collectWindowErrors';
import { ERROR_LOG_LIMIT, createErrorLogStore } from '../../../src/layout/errorLog/errorLogStore';

describe('error log', () => {
    it('records message, info, page and stack, and clears', () => {
        const store = createErrorLogStore(
            () => 'http://console/cars',
            () => 42
        );
        const listener = vi.fn();
        store.subscribe(listener);
        const error = new Error('boom');
        store.add(error, 'in <CarList>');
        expect(store.getSnapshot()).toEqual([{ message: 'boom', info: 'in <CarList>', url: 'http://console/cars', stack: error.stack, time: 42 }]);
        store.add('plain text');
        store.add({ code: 7 });
        expect(store.getSnapshot().map(entry => entry.message)).toEqual(['boom', 'plain text', '{"code":7}']);
        store.clear();
        expect(store.getSnapshot()).toEqual([]);
        expect(listener).toHaveBeenCalledTimes(4);
    });

    it('keeps the newest entries only', () => {
        const store = createErrorLogStore(() => '');
        for (let index = 0; index < ERROR_LOG_LIMIT + 5; index++) store.add(`e${index}`);
        expect(store.getSnapshot()).toHaveLength(ERROR_LOG_LIMIT);
        expect(store.getSnapshot()[0].message).toBe('e5');
    });

    it('collects uncaught errors and unhandled rejections of the window until uninstalled', () => {
        const store = createErrorLogStore(() => '');
        const uninstall = collectWindowErrors(store);
        window.dispatchEvent(new ErrorEvent('error', { error: new Error('uncaught'), message: 'uncaught', filename: 'app.js', lineno: 3, colno: 9 }));
        const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
        Object.assign(rejection, { reason: new Error('rejected') });
        window.dispatchEvent(rejection);
        expect(store.getSnapshot().map(entry => [entry.message, entry.info])).toEqual([
            ['uncaught', 'app.js:3:9'],
            ['rejected', 'unhandledrejection'],
        ]);
        uninstall();
        window.dispatchEvent(rejection);
        expect(store.getSnapshot()).toHaveLength(2);
    });
});
