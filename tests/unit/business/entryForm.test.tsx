import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BusinessEntryForm } from '../../../src/business/BusinessEntryForm';
import { parseEnterConf } from '../../../src/business/enterConf';
import { renderWithAdmin } from '../schema/renderWithAdmin';
import { fakeTableProvider } from '../schema/fakeTableProvider';

const conf = parseEnterConf({
    kinds: [
        { value: 1, label: '二手车商' },
        { value: 2, label: '4S店' },
    ],
    regions: [
        { value: 110000, label: '北京市', children: [{ value: 110101, label: '东城区' }] },
        { value: 310000, label: '上海市', children: [{ value: 310101, label: '黄浦区' }] },
    ],
    brands: [{ value: '宝马', label: '宝马' }],
    business_scope: [{ value: '1', label: '收车' }],
});

const choose = async (name: RegExp, option: string) => {
    fireEvent.mouseDown(screen.getByRole('combobox', { name }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
};

describe('BusinessEntryForm', { timeout: 30_000 }, () => {
    it('says in its own words what is missing, and sends nothing', async () => {
        const onSubmit = vi.fn();
        renderWithAdmin(<BusinessEntryForm conf={conf} onSubmit={onSubmit} busy={false} />, fakeTableProvider({}, []));
        fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
        expect(await screen.findByText('请选择商户类型')).toBeInTheDocument();
        expect(screen.getByText('请填写公司名称')).toBeInTheDocument();
        expect(screen.getByText('请选择省份')).toBeInTheDocument();
        expect(screen.getByText('请选择城市')).toBeInTheDocument();
        expect(screen.getByText('请阅读并同意商户入驻协议')).toBeInTheDocument();
        expect(onSubmit).not.toHaveBeenCalled();
    });

    it('asks a 4S store for its brand, a dealer for its scope, and cascades the city from the province', async () => {
        renderWithAdmin(<BusinessEntryForm conf={conf} onSubmit={vi.fn()} busy={false} />, fakeTableProvider({}, []));
        expect(screen.queryByRole('combobox', { name: /授权品牌/ })).not.toBeInTheDocument();
        fireEvent.click(screen.getByRole('radio', { name: '4S店' }));
        expect(await screen.findByRole('combobox', { name: /授权品牌/ })).toBeInTheDocument();
        expect(screen.queryByRole('checkbox', { name: '收车' })).not.toBeInTheDocument();
        fireEvent.click(screen.getByRole('radio', { name: '二手车商' }));
        expect(await screen.findByRole('checkbox', { name: '收车' })).toBeInTheDocument();
        expect(screen.queryByRole('combobox', { name: /授权品牌/ })).not.toBeInTheDocument();

        await choose(/省份/, '北京市');
        await choose(/城市/, '东城区');
        expect(screen.getByRole('combobox', { name: /城市/ })).toHaveTextContent('东城区');
        // Another province clears the city and offers its own.
        await choose(/省份/, '上海市');
        await waitFor(() => expect(screen.getByRole('combobox', { name: /城市/ })).not.toHaveTextContent('东城区'));
        await choose(/城市/, '黄浦区');
    });

    it('opens the agreement from beside the checkbox, which keeps its own name', async () => {
        renderWithAdmin(<BusinessEntryForm conf={conf} onSubmit={vi.fn()} busy={false} />, fakeTableProvider({}, []));
        expect(screen.getByRole('checkbox', { name: '我已阅读并同意' })).toBeInTheDocument();
        fireEvent.click(screen.getByRole('button', { name: '《商户入驻协议》' }));
        expect(await screen.findByRole('dialog')).toBeInTheDocument();
    });
});
