import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { parseCertInfo } from '../../../src/profile/supplierCert';
import SupplierCertPage from '../../../src/profile/SupplierCertPage';
import { renderInAdmin } from '../permissions/adminHarness';

const IMAGE = 'data:image/png;base64,iVBORw0KGgo=';
const application = {
    cert_type: 1,
    real_name: '张三',
    id_card: '11010519491231002X',
    id_card_front: IMAGE,
    id_card_back: IMAGE,
    company_name: '',
    license_no: '',
    license_image: '',
};

/** A data provider whose CertInfo answers `info()` (changed by the calls, like the server). */
const certServer = (initial: Record<string, unknown>) => {
    let info = initial;
    const call = vi.fn(async (path: string, options: { body?: Record<string, unknown> } = {}) => {
        if (path === 'seller/supplier/CertInfo') return info;
        if (path === 'seller/supplier/CertApply') {
            info = { ...options.body, id: 5, fee: 9900, status: 0 };
            return { id: 5, fee: 9900, status: 0 };
        }
        if (path === 'seller/supplier/CertPay') {
            info = { ...info, status: 1 };
            return { status: 1 };
        }
        throw new Error(`unexpected ${path}`);
    });
    return { call, dataProvider: { call } as never };
};

const open = (initial: Record<string, unknown>) => {
    const server = certServer(initial);
    return renderInAdmin(<Route path="/profile/cert" element={<SupplierCertPage />} />, { dataProvider: server.dataProvider, path: '/profile/cert' }).then(
        () => server
    );
};

describe('parseCertInfo', () => {
    it('knows the five statuses and refuses anything else', () => {
        expect([-1, 0, 1, 2, 3].map(status => parseCertInfo({ status }).state)).toEqual(['none', 'unpaid', 'reviewing', 'approved', 'rejected']);
        expect(parseCertInfo({ status: 3, audit_remark: '照片模糊' }).remark).toBe('照片模糊');
        expect(parseCertInfo({ status: 0, fee: 9900 }).fee).toBe(9900);
        for (const reply of [null, [], 'x', {}, { status: 9 }]) expect(() => parseCertInfo(reply)).toThrow('mc.error.malformed');
    });
});

// Generated forms take a while to mount on a loaded machine.
describe('SupplierCertPage', { timeout: 30_000 }, () => {
    it('not certified: shows the application form', async () => {
        await open({ status: -1, status_text: '未认证' });
        expect(await screen.findByText('未认证')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: '提交认证申请' })).toBeInTheDocument();
    });

    it('unpaid: the fee, a payment method and the pay button; paying moves to review', async () => {
        const { call } = await open({ ...application, status: 0, fee: 29900 });
        expect(await screen.findByText('待支付')).toBeInTheDocument();
        expect(screen.getByText('认证费用：299.00 元')).toBeInTheDocument();
        fireEvent.click(screen.getByRole('radio', { name: '支付宝' }));
        fireEvent.click(screen.getByRole('button', { name: '支付认证费用' }));
        expect(await screen.findByText('待审核')).toBeInTheDocument();
        expect(call).toHaveBeenCalledWith('seller/supplier/CertPay', { body: { pay_type: 2 } });
        expect(screen.getByText('认证费用已支付，平台审核中，请耐心等待。')).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: '支付认证费用' })).not.toBeInTheDocument();
    });

    it('under review and certified: the state only, nothing to do', async () => {
        await open({ ...application, status: 2 });
        expect(await screen.findByText('已认证')).toBeInTheDocument();
        expect(screen.getByText('已完成认证。')).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: '重新申请' })).not.toBeInTheDocument();
        expect(screen.queryByRole('button', { name: '支付认证费用' })).not.toBeInTheDocument();
    });

    it('rejected: the reason, and a new application; the same data twice is refused before any call', async () => {
        const { call } = await open({ ...application, status: 3, audit_remark: '照片模糊' });
        expect(await screen.findByText('已驳回')).toBeInTheDocument();
        expect(screen.getByText(/驳回原因：照片模糊/)).toBeInTheDocument();
        fireEvent.click(screen.getByRole('button', { name: '重新申请' }));
        expect(await screen.findByRole('textbox', { name: '真实姓名' })).toHaveValue('张三');
        fireEvent.click(screen.getByRole('button', { name: '提交认证申请' }));
        expect(await screen.findByText('待支付')).toBeInTheDocument();
        expect(call.mock.calls.filter(([path]) => path === 'seller/supplier/CertApply')).toHaveLength(1);

        fireEvent.click(screen.getByRole('button', { name: '重新申请' }));
        expect(await screen.findByRole('textbox', { name: '真实姓名' })).toHaveValue('张三');
        fireEvent.click(screen.getByRole('button', { name: '提交认证申请' }));
        expect(await screen.findByText('数据未发生任何改变，请修改数据后再次提交')).toBeInTheDocument();
        await waitFor(() => expect(call.mock.calls.filter(([path]) => path === 'seller/supplier/CertApply')).toHaveLength(1));
    });

    it('a malformed CertInfo reply is an error with a retry, not a page', async () => {
        await open({ status: 'weird' });
        expect(await screen.findByRole('button', { name: /重试/ })).toBeInTheDocument();
    });
});
