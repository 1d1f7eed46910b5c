import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Activity, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SchemaForm } from '../../../src/forms/SchemaForm';
import { useConfirmLock } from '../../../src/forms/guards';
import type { FormField } from '../../../src/forms/FormField';
import { parseTableDefinition } from '../../../src/dataProvider/parseTableDefinition';
import { fakeTableProvider } from '../schema/fakeTableProvider';
import { everyTypeDefinition } from '../schema/fixtures';
import { renderWithAdmin } from '../schema/renderWithAdmin';

const fields: FormField[] = [
    { name: 'name', label: 'mc.field.catName', kind: 'text', required: true },
    { name: 'price', label: 'mc.field.price', kind: 'price' },
    { name: 'phone', label: 'mc.field.phone', kind: 'phone' },
    { name: 'is_show', label: 'mc.field.is_show', kind: 'switch' },
];

describe('SchemaForm', { timeout: 30_000 }, () => {
    it('shows validation errors first, filters typing, and submits the wire payload', async () => {
        const onSubmit = vi.fn();
        renderWithAdmin(<SchemaForm fields={fields} onSubmit={onSubmit} />, fakeTableProvider({}, []));
        fireEvent.click(screen.getByRole('button', { name: '保存' }));
        expect(await screen.findByText('请填写分类名称')).toBeInTheDocument();
        expect(onSubmit).not.toHaveBeenCalled();

        fireEvent.change(screen.getByRole('textbox', { name: '分类名称' }), { target: { value: '轿车' } });
        fireEvent.change(screen.getByRole('textbox', { name: '售价(元)' }), { target: { value: '12.345x' } });
        expect(screen.getByRole('textbox', { name: '售价(元)' })).toHaveValue('12.34');
        fireEvent.change(screen.getByRole('textbox', { name: '联系电话' }), { target: { value: '2380013800' } });
        fireEvent.click(screen.getByRole('button', { name: '保存' }));
        expect(await screen.findByText('请输入以1开头的11位手机号')).toBeInTheDocument();

        fireEvent.change(screen.getByRole('textbox', { name: '联系电话' }), { target: { value: '13800138000' } });
        fireEvent.click(screen.getByRole('switch', { name: '是否显示' }));
        fireEvent.click(screen.getByRole('button', { name: '保存' }));
        await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: '轿车', price: 1234, phone: '13800138000', is_show: 1 }));
    });

    it('shows the record cents as yuan and sends them back as cents', async () => {
        const onSubmit = vi.fn();
        const record = { name: '轿车', price: 15880007, phone: '13800138000', is_show: 0 };
        renderWithAdmin(<SchemaForm fields={fields} record={record} onSubmit={onSubmit} />, fakeTableProvider({}, []));
        expect(await screen.findByRole('textbox', { name: '售价(元)' })).toHaveValue('158800.07');
        fireEvent.click(screen.getByRole('button', { name: '保存' }));
        await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: '轿车', price: 15880007, phone: '13800138000', is_show: 0 }));
    });

    it('answers a switch question beside the switch', async () => {
        renderWithAdmin(<SchemaForm fields={fields} record={{ is_show: 0 }} onSubmit={vi.fn()} />, fakeTableProvider({}, []));
        const toggle = await screen.findByRole('switch', { name: '是否显示' });
        expect(screen.getByText('否')).toBeInTheDocument();
        fireEvent.click(toggle);
        expect(await screen.findByText('是')).toBeInTheDocument();
        expect(screen.queryByText('否')).not.toBeInTheDocument();
    });
});

const LockProbe = () => {
    const [locked, lock] = useConfirmLock();
    return (
        <button type="button" disabled={locked} onClick={lock}>
            ok
        </button>
    );
};

describe('useConfirmLock', () => {
    it('disables the confirm button for 500 ms after a click', () => {
        vi.useFakeTimers();
        renderWithAdmin(<LockProbe />, fakeTableProvider({}, []));
        fireEvent.click(screen.getByRole('button', { name: 'ok' }));
        expect(screen.getByRole('button', { name: 'ok' })).toBeDisabled();
        act(() => vi.advanceTimersByTime(499));
        expect(screen.getByRole('button', { name: 'ok' })).toBeDisabled();
        act(() => vi.advanceTimersByTime(1));
        expect(screen.getByRole('button', { name: 'ok' })).toBeEnabled();
        vi.useRealTimers();
    });
});

describe('SchemaForm cascade', { timeout: 30_000 }, () => {
    const cascade: FormField[] = [{ name: 'province', secondName: 'city', label: 'mc.field.region', kind: 'cascade', required: true }];
    const definition = parseTableDefinition(everyTypeDefinition);
    const choose = async (name: RegExp, option: string) => {
        fireEvent.mouseDown(screen.getByRole('combobox', { name }));
        fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
    };

    it('feeds the second select from the definition, clears it with the first, and sends numbers', async () => {
        const onSubmit = vi.fn();
        renderWithAdmin(
            <SchemaForm fields={cascade} definition={definition} record={{ province: 44, city: 4403 }} onSubmit={onSubmit} />,
            fakeTableProvider({}, [])
        );
        const second = await screen.findByRole('combobox', { name: /（下级）/ });
        expect(second).toHaveTextContent('深圳市');
        await choose(/^所在地区(?!（)/, '浙江省');
        await waitFor(() => expect(second).not.toHaveTextContent('深圳市'));
        fireEvent.click(screen.getByRole('button', { name: '保存' }));
        // Both selects are required; without its own label the second reports on the pair's line.
        expect(await screen.findByText(/请选择/)).toBeInTheDocument();
        expect(onSubmit).not.toHaveBeenCalled();
        await choose(/（下级）/, '杭州市');
        fireEvent.click(screen.getByRole('button', { name: '保存' }));
        await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ province: 33, city: 3301 }));
    });

    it('opens when its page is hidden in a kept-alive tab, so the page shown again takes a click', () => {
        vi.useFakeTimers();
        const KeptLock = () => {
            const [shown, setShown] = useState(true);
            return (
                <>
                    <button type="button" onClick={() => setShown(!shown)}>
                        {shown ? 'hide' : 'show'}
                    </button>
                    <Activity mode={shown ? 'visible' : 'hidden'}>
                        <LockProbe />
                    </Activity>
                </>
            );
        };
        render(<KeptLock />);
        fireEvent.click(screen.getByRole('button', { name: 'ok' }));
        expect(screen.getByRole('button', { name: 'ok' })).toBeDisabled();
        fireEvent.click(screen.getByRole('button', { name: 'hide' }));
        fireEvent.click(screen.getByRole('button', { name: 'show' }));
        expect(screen.getByRole('button', { name: 'ok' })).toBeEnabled();
        vi.useRealTimers();
    });
});
