import { describe, expect, it } from 'vitest';
import { chatCommand, chatFrameUrl, parseKefuConfig } from '../../../src/layout/chat/chatProtocol';
import { checkAdd, checkBatch, parseQuickMenu, quickMenuErrors, type QuickMenuItem } from '../../../src/dashboard/quickMenu/quickMenuRules';
import { downloadPath, exportPollInterval, exportTaskState, needsPolling, parseExportTask } from '../../../src/layout/exportTasks/exportTask';
import { isMobileUserAgent } from '../../../src/layout/isMobileUserAgent';
import { sanitizeSetting } from '../../../src/layout/settings/layoutSettings';
import { passwordProblems } from '../../../src/profile/passwordRules';

const item = (path: string): QuickMenuItem => ({ path, full_path: path, name: path, title: path });
const items = (count: number) => Array.from({ length: count }, (_, index) => item(`/page/${index}`));

describe('quick menu rules', () => {
    it('refuses the home page, a duplicate and a 17th shortcut', () => {
        expect(checkAdd([], '/dashboard')).toBe(quickMenuErrors.home);
        expect(checkAdd(items(2), '/page/1')).toBe(quickMenuErrors.duplicate);
        expect(checkAdd(items(16), '/other')).toBe(quickMenuErrors.tooMany);
        expect(checkAdd(items(15), '/other')).toBeUndefined();
    });

    it('refuses an unchanged, oversized or duplicated batch', () => {
        const current = items(3);
        expect(
            checkBatch(
                current,
                current.map(entry => entry.path)
            )
        ).toBe(quickMenuErrors.unchanged);
        expect(
            checkBatch(
                current,
                items(17).map(entry => entry.path)
            )
        ).toBe(quickMenuErrors.tooMany);
        expect(checkBatch(current, ['/a', '/a'])).toBe(quickMenuErrors.duplicate);
        expect(checkBatch(current, ['/dashboard'])).toBe(quickMenuErrors.home);
        expect(checkBatch(current, ['/page/0'])).toBeUndefined();
        expect(checkBatch(current, [])).toBeUndefined();
    });

    it('parses the list reply, skipping malformed rows', () => {
        expect(parseQuickMenu([{ path: '/a', title: 'A' }, { path: 'no-slash' }, null, { full_path: '/b' }])).toEqual([
            { path: '/a', full_path: '/a', name: '', title: 'A' },
            { path: '/b', full_path: '/b', name: '', title: '' },
        ]);
        expect(parseQuickMenu({ data: [{ path: '/a' }] })).toHaveLength(1);
        expect(parseQuickMenu('nonsense')).toEqual([]);
    });
});

describe('export tasks', () => {
    it('maps statuses to states; done without a file is expired', () => {
        const task = (status: number, excel = '') => parseExportTask({ id: 1, name: 'n', status, excel })!;
        expect(exportTaskState(task(0))).toBe('queued');
        expect(exportTaskState(task(1))).toBe('running');
        expect(exportTaskState(task(2, 'seller/export/ExportDownload?id=1'))).toBe('done');
        expect(exportTaskState(task(2))).toBe('expired');
        expect(exportTaskState(task(7))).toBe('unknown');
    });

    it('polls while any task is queued or running', () => {
        const tasks = [0, 1, 2].map(status => parseExportTask({ id: status, name: '', status: String(status), excel: '' })!);
        expect(needsPolling(tasks)).toBe(true);
        expect(needsPolling(tasks.slice(1))).toBe(true);
        expect(needsPolling(tasks.slice(2))).toBe(false);
        expect(needsPolling([])).toBe(false);
        // docs/console.md §9: every 3000 ms while one is unfinished, not at all once none is.
        expect(exportPollInterval(tasks)).toBe(3000);
        expect(exportPollInterval(tasks.slice(1))).toBe(3000);
        expect(exportPollInterval(tasks.slice(2))).toBe(false);
        expect(exportPollInterval([])).toBe(false);
    });

    it('rejects rows without id or status', () => {
        expect(parseExportTask({ name: 'x', status: 1 })).toBeUndefined();
        expect(parseExportTask({ id: 1, status: 'soon' })).toBeUndefined();
    });

    it('turns a download link into a transport path', () => {
        expect(downloadPath('seller/export/ExportDownload?id=3')).toBe('seller/export/ExportDownload?id=3');
        expect(downloadPath('/api/v1/seller/export/ExportDownload?id=3')).toBe('seller/export/ExportDownload?id=3');
        expect(downloadPath('http://host:1/api/v1/seller/export/ExportDownload?id=3')).toBe('seller/export/ExportDownload?id=3');
    });
});

describe('chat protocol', () => {
    it('accepts a config with an app id and an http(s) host only', () => {
        expect(parseKefuConfig({ appid: 'abc', host: 'https://kefu.example/chat' })).toEqual({ appid: 'abc', host: 'https://kefu.example/chat' });
        expect(parseKefuConfig({ appid: '', host: 'https://kefu.example' })).toBeUndefined();
        expect(parseKefuConfig({ appid: 'a', host: 'javascript:alert(1)' })).toBeUndefined();
        expect(parseKefuConfig(null)).toBeUndefined();
        // No host: no widget, even where a path host would be resolved against the API origin.
        expect(parseKefuConfig({ appid: 'a', host: '' }, 'http://127.0.0.1:8080')).toBeUndefined();
        expect(parseKefuConfig({ appid: 'a', host: '  ' }, 'http://127.0.0.1:8080')).toBeUndefined();
    });

    it('puts a host given as a path on the API origin, and refuses it without one', () => {
        expect(parseKefuConfig({ appid: 'a', host: '/kefu/frame' }, 'http://127.0.0.1:8080')).toEqual({ appid: 'a', host: 'http://127.0.0.1:8080/kefu/frame' });
        expect(parseKefuConfig({ appid: 'a', host: '/kefu/frame' })).toBeUndefined();
        expect(parseKefuConfig({ appid: 'a', host: 'https://kefu.example/chat' }, 'http://127.0.0.1:8080')?.host).toBe('https://kefu.example/chat');
    });

    it("builds the frame address with the user and the console's language", () => {
        const url = new URL(chatFrameUrl({ appid: 'a1', host: 'https://kefu.example/c?x=1' }, { uid: 7, username: '张三', logo: undefined }, 'en'));
        expect(Object.fromEntries(url.searchParams)).toEqual({ x: '1', appid: 'a1', uid: '7', username: '张三', lang: 'en' });
    });

    it('understands open, close and toggle, as text or as an action', () => {
        expect(chatCommand('open')).toBe('open');
        expect(chatCommand({ type: 'kefu', action: 'close' })).toBe('close');
        expect(chatCommand({ action: 'toggle' })).toBe('toggle');
        expect(chatCommand({ type: 'other', action: 'open' })).toBeUndefined();
        expect(chatCommand('launch')).toBeUndefined();
        expect(chatCommand(42)).toBeUndefined();
    });
});

describe('small rules', () => {
    it('detects mobile user agents', () => {
        expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(true);
        expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(true);
        expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0')).toBe(false);
    });

    it('falls back to the defaults for stored settings of the wrong kind', () => {
        expect(sanitizeSetting('tagsView', 'yes')).toBe(true);
        expect(sanitizeSetting('fixedHeader', true)).toBe(true);
        expect(sanitizeSetting('themeColor', 'red')).toBe('#1890ff');
        expect(sanitizeSetting('themeColor', '#11a983')).toBe('#11a983');
        expect(sanitizeSetting('size', 'huge')).toBe('medium');
    });

    it('checks the new password by the password rule, against the old one and its confirmation', async () => {
        const account = { username: 'operator', newPasswordLabel: '新密码' };
        const args = { label: '新密码', min: 8, max: 64 };
        expect(await passwordProblems({ old_password: 'a', new_password: 'Ab1!', confirm_password: 'Ab1!' }, account)).toEqual({
            new_password: { message: 'mc.form.password.tooShort', args },
        });
        expect(await passwordProblems({ old_password: 'a', new_password: 'Operator', confirm_password: 'Operator' }, account)).toEqual({
            new_password: { message: 'mc.form.password.sameAsUsername', args },
        });
        expect(await passwordProblems({ old_password: 'a', new_password: 'Password1', confirm_password: 'Password1' }, account)).toEqual({
            new_password: { message: 'mc.form.password.common', args },
        });
        expect(await passwordProblems({ old_password: 'Secret#2026', new_password: 'Secret#2026', confirm_password: 'Secret#2026' }, account)).toEqual({
            new_password: 'mc.profile.passwordSame',
        });
        expect(await passwordProblems({ old_password: 'a', new_password: 'Secret#2026', confirm_password: 'Secret#2027' }, account)).toEqual({
            confirm_password: 'mc.profile.passwordMismatch',
        });
        expect(await passwordProblems({ old_password: 'a', new_password: 'Secret#2026', confirm_password: 'Secret#2026' }, account)).toEqual({});
    });
});
