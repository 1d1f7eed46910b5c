import { fireEvent, screen } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import vectors from '../../../protocol/vectors.json';
import { decryptField } from '../../../server/crypto/decryptField';
import { setRuntimeConfig } from '../../../src/config/runtimeConfig';
import { parseRuntimeConfig } from '../../../protocol/runtimeConfig';
import PasswordEditPage from '../../../src/profile/PasswordEditPage';
import { renderInAdmin } from '../permissions/adminHarness';

const useKey = (rsaPublicKey: string) =>
    setRuntimeConfig(parseRuntimeConfig({ signSecret: 'secret', aesKeyHex: 'a'.repeat(64), aesIvHex: 'b'.repeat(32), rsaPublicKey }));

const setup = async (newPassword = 'New@2026x') => {
    const call = vi.fn(async (_path: string, _options?: { body?: Record<string, string> }) => ({ id: 1 }));
    await renderInAdmin(<Route path="/profile/pwd/edit" element={<PasswordEditPage />} />, {
        dataProvider: { call } as unknown as DataProvider,
        path: '/profile/pwd/edit',
    });
    fireEvent.change(screen.getByLabelText(/^原密码/), { target: { value: 'Old@2026' } });
    fireEvent.change(screen.getByLabelText(/^新密码/), { target: { value: newPassword } });
    fireEvent.change(screen.getByLabelText(/^确认新密码/), { target: { value: newPassword } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    return call;
};

// jsencrypt is fetched on the first save (not with the login page): both fields still go out RSA-encrypted.
describe('PasswordEditPage', () => {
    it('sends both passwords encrypted with the configured key', async () => {
        useKey(vectors.rsa.public_key_pem);
        const call = await setup();
        expect(await screen.findByText('保存成功!')).toBeInTheDocument();
        expect(call).toHaveBeenCalledTimes(1);
        const [path, options] = call.mock.calls[0];
        expect(path).toBe('seller/supplier/PasswordEdit');
        expect(decryptField(options!.body!.old_password, vectors.rsa.private_key_pem)).toBe('Old@2026');
        expect(decryptField(options!.body!.new_password, vectors.rsa.private_key_pem)).toBe('New@2026x');
    });

    it('refuses a password of the common-password list before anything is sent', async () => {
        useKey(vectors.rsa.public_key_pem);
        const call = await setup('Password1');
        expect(await screen.findByText('新密码过于常见，容易被猜中，请换一个')).toBeInTheDocument();
        expect(call).not.toHaveBeenCalled();
    });

    it('says so when the passwords cannot be encrypted, and sends nothing', { timeout: 20_000 }, async () => {
        useKey('not a public key');
        const call = await setup();
        expect(await screen.findByText('操作失败')).toBeInTheDocument();
        expect(call).not.toHaveBeenCalled();
        // Saving can be tried again (once the double-click lock has passed).
        await vi.waitFor(() => expect(screen.getByRole('button', { name: '保存' })).toBeEnabled(), { timeout: 10_000 });
    });
});
