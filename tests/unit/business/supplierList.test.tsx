import { screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { SupplierList } from '../../../src/business/SupplierList';
import { parseSupplierList } from '../../../src/business/parseSupplierList';
import { renderInAdmin } from '../permissions/adminHarness';

const show = (reply: () => Promise<unknown>) => {
    const call = vi.fn(reply);
    return renderInAdmin(<Route path="/business" element={<SupplierList />} />, { dataProvider: { call } as never, path: '/business' }).then(() => call);
};

describe('getSupplierList', () => {
    it('keeps the rows with a suid and a name, and refuses a reply that is not a list', () => {
        expect(
            parseSupplierList([
                { suid: '10001', name: ' 诚信二手车 ', logo: '/l.png' },
                { suid: 2 },
                null,
                { name: 'x' },
                { suid: 3, name: '农商银行', logo: '' },
            ])
        ).toEqual([
            { suid: '10001', name: '诚信二手车', logo: '/l.png' },
            { suid: '3', name: '农商银行', logo: undefined },
        ]);
        expect(() => parseSupplierList({ data: [] })).toThrow('mc.error.malformed');
    });

    it('lists the merchants on board on the landing page', async () => {
        const call = await show(async () => [
            { suid: '10001', name: '诚信二手车' },
            { suid: '20001', name: '农商银行城东支行' },
        ]);
        const list = await screen.findByRole('list', { name: '已入驻商户（2家）' });
        expect(list).toHaveTextContent('诚信二手车');
        expect(list).toHaveTextContent('农商银行城东支行');
        expect(call).toHaveBeenCalledWith('public/supplier/getSupplierList', expect.objectContaining({ hideError: true }));
    });

    it('says so quietly when the list cannot be read', async () => {
        await show(async () => 'login');
        expect(await screen.findByText('已入驻商户暂时无法显示')).toBeInTheDocument();
    });
});
