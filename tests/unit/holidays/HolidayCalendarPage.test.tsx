import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import HolidayCalendarPage from '../../../src/holidays/HolidayCalendarPage';
import { renderWithAdmin } from '../schema/renderWithAdmin';

const year = new Date().getFullYear();
const conf = {
    names: ['元旦', '春节', '国庆节'],
    types: [
        { value: 1, label: '放假' },
        { value: 2, label: '调休上班' },
    ],
    years: [year - 1, year, year + 1],
};

/** A data provider answering the three holiday calls; `info` may be replaced per test. */
const holidayProvider = (
    info: (params: { year: number }) => unknown = params => ({ year: params.year, days: [{ date: `${params.year}-01-01`, name: '元旦', type: 1 }] })
) => {
    const call = vi.fn(async (path: string, options: { params?: { year: number }; body?: { year: number; days: string } } = {}) => {
        if (path === 'seller/systemSet/HolidaySetConf') return conf;
        if (path === 'seller/systemSet/HolidaySetInfo') return info(options.params!);
        if (path === 'seller/systemSet/HolidaySetSave') return { year: options.body!.year, days: JSON.parse(options.body!.days) };
        throw new Error(`unexpected call ${path}`);
    });
    return { call };
};

/** The date picker's hidden input: it holds the field's text and takes a whole date typed at once. */
const dateInput = (name: string) => screen.getByRole('group', { name }).querySelector('input')!;

describe('HolidayCalendarPage', { timeout: 30_000 }, () => {
    it('checks the rows before saving, then saves the year with its days as JSON text', async () => {
        const dataProvider = holidayProvider();
        renderWithAdmin(<HolidayCalendarPage />, dataProvider);
        await screen.findByRole('group', { name: '第1行日期' }, { timeout: 15_000 });
        expect(dateInput('第1行日期')).toHaveValue(`${year}-01-01`);
        expect(screen.getByRole('status')).toHaveTextContent('共 1 天：放假 1 天，调休上班 0 天');
        expect(screen.getByRole('button', { name: '撤销修改' })).toBeDisabled();

        fireEvent.click(screen.getByRole('button', { name: '添加日期' }));
        fireEvent.click(screen.getByRole('button', { name: '保存' }));
        const problems = await screen.findByRole('alert');
        expect(within(problems).getByText('第2行：请选择日期')).toBeInTheDocument();
        expect(within(problems).getByText('第2行：请选择节日名称')).toBeInTheDocument();
        expect(dataProvider.call).not.toHaveBeenCalledWith('seller/systemSet/HolidaySetSave', expect.anything());

        fireEvent.change(dateInput('第2行日期'), { target: { value: `${year + 1}-10-01` } });
        fireEvent.change(screen.getByLabelText('第2行节日名称'), { target: { value: '国庆节' } });
        fireEvent.click(screen.getByRole('button', { name: '保存' }));
        expect(await screen.findByText(`第2行：日期不属于${year}年`)).toBeInTheDocument();

        fireEvent.change(dateInput('第2行日期'), { target: { value: `${year}-10-08` } });
        fireEvent.change(screen.getByLabelText('第2行类型'), { target: { value: '2' } });
        fireEvent.click(screen.getByRole('button', { name: '保存' }));
        await waitFor(() =>
            expect(dataProvider.call).toHaveBeenCalledWith('seller/systemSet/HolidaySetSave', {
                body: {
                    year,
                    days: JSON.stringify([
                        { date: `${year}-01-01`, name: '元旦', type: 1 },
                        { date: `${year}-10-08`, name: '国庆节', type: 2 },
                    ]),
                },
            })
        );
        expect(await screen.findByText('保存成功!')).toBeInTheDocument();
        expect(screen.getByRole('status')).toHaveTextContent('共 2 天：放假 1 天，调休上班 1 天');
        expect(screen.getByRole('button', { name: '撤销修改' })).toBeDisabled();
    });

    it('asks before a change of year throws away unsaved edits', async () => {
        const dataProvider = holidayProvider(params => ({
            year: params.year,
            days: params.year === year ? [{ date: `${year}-01-01`, name: '元旦', type: 1 }] : [],
        }));
        renderWithAdmin(<HolidayCalendarPage />, dataProvider);
        await screen.findByRole('group', { name: '第1行日期' }, { timeout: 15_000 });
        fireEvent.click(screen.getByRole('button', { name: '删除第1行' }));
        expect(screen.getByText(`${year}年暂无节假日安排，点击“添加日期”添加`)).toBeInTheDocument();

        fireEvent.change(screen.getByRole('combobox', { name: '年份' }), { target: { value: String(year + 1) } });
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByText('放弃未保存的修改？')).toBeInTheDocument();
        fireEvent.click(within(dialog).getByRole('button', { name: /取消/ }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expect(screen.getByRole('combobox', { name: '年份' })).toHaveValue(String(year));

        fireEvent.click(screen.getByRole('button', { name: '撤销修改' }));
        expect(dateInput('第1行日期')).toHaveValue(`${year}-01-01`);
        fireEvent.change(screen.getByRole('combobox', { name: '年份' }), { target: { value: String(year + 1) } });
        expect(await screen.findByText(`${year + 1}年暂无节假日安排，点击“添加日期”添加`)).toBeInTheDocument();
        expect(dataProvider.call).toHaveBeenCalledWith('seller/systemSet/HolidaySetInfo', expect.objectContaining({ params: { year: year + 1 } }));
    });

    it('says so when the saved calendar is malformed, and can retry', async () => {
        let answer: unknown = { year, days: 'nope' };
        const dataProvider = holidayProvider(() => answer);
        renderWithAdmin(<HolidayCalendarPage />, dataProvider);
        expect(await screen.findByText('节假日数据格式不正确，无法显示', {}, { timeout: 15_000 })).toBeInTheDocument();
        answer = { year, days: [] };
        fireEvent.click(screen.getByRole('button', { name: '重试' }));
        expect(await screen.findByText(`${year}年暂无节假日安排，点击“添加日期”添加`)).toBeInTheDocument();
    });
});
