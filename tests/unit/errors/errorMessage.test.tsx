import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/dataProvider/ApiError';
import { errorMessage } from '../../../src/errors/errorMessage';
import { useErrorText } from '../../../src/errors/useErrorText';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';

afterEach(() => {
    vi.restoreAllMocks();
});

describe('errorMessage', () => {
    it('gives a client fault its key and the parameters it needs', () => {
        expect(errorMessage(new ApiError('http', 'mc.error.http', { status: 502 }))).toEqual({
            message: 'mc.error.http',
            messageArgs: { _: 'mc.error.http', status: 502 },
        });
    });

    it('keeps a server message as sent', () => {
        expect(errorMessage(new ApiError('server', '手机号格式错误', { status: 200 })).message).toBe('手机号格式错误');
        expect(errorMessage(new ApiError('server', '手机号格式错误')).messageArgs._).toBe('手机号格式错误');
    });

    it('falls back for a failure without a message, or a thrown value that is no error', () => {
        expect(errorMessage(new Error('mc.error.malformed')).message).toBe('mc.error.malformed');
        expect(errorMessage('mc.social.missingCode').message).toBe('mc.social.missingCode');
        expect(errorMessage(new Error('')).message).toBe('mc.error.server');
        expect(errorMessage(undefined, 'mc.schema.page.notFound')).toEqual({
            message: 'mc.schema.page.notFound',
            messageArgs: { _: 'mc.schema.page.notFound' },
        });
        expect(errorMessage({ code: 7 }, '').message).toBe('');
    });
});

const Shown = ({ error }: { error: unknown }) => <p>{useErrorText()(error)}</p>;

describe('useErrorText', { timeout: 30_000 }, () => {
    // The console's own i18next provider: a missing parameter would show as "{{status}}".
    const renderShown = async (error: unknown) => {
        vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-CN']);
        const i18nProvider = await createI18nProvider('zh-cn');
        render(
            <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
                <Shown error={error} />
            </AdminContext>
        );
    };

    it('translates an HTTP fault with its status', async () => {
        await renderShown(new ApiError('http', 'mc.error.http', { status: 503 }));
        expect(await screen.findByText('服务器错误（HTTP 503），请稍后再试')).toBeInTheDocument();
    });

    it('shows a server message as sent, colons and all', async () => {
        await renderShown(new ApiError('server', '提交失败: 车架号已存在', { status: 200 }));
        expect(await screen.findByText('提交失败: 车架号已存在')).toBeInTheDocument();
    });
});
