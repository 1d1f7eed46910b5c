import type { Endpoint } from '../../core/Endpoint';
import { ProtocolError } from '../../core/ProtocolError';
import { recordOperation } from '../shared/recordOperation';
import { readField } from '../shared/validate';
import { readSetting, writeSetting } from './settingGroup';
import { message } from '../../i18n/Message';

/** A day off (1) or a swapped working day (2) of the public holiday calendar. */
interface HolidayDay {
    date: string;
    name: string;
    type: 1 | 2;
}

const names = ['元旦', '春节', '清明节', '劳动节', '端午节', '中秋节', '国庆节'];
const types = [
    { value: 1, label: '放假' },
    { value: 2, label: '调休上班' },
];

const range = (from: string, days: number, name: string): HolidayDay[] =>
    Array.from({ length: days }, (_, i) => ({ date: new Date(Date.parse(from) + i * 86_400_000).toISOString().slice(0, 10), name, type: 1 }));

/** The 2026 calendar published by the State Council, offered until the platform saves its own. */
const defaults: Record<number, HolidayDay[]> = {
    2026: [
        ...range('2026-01-01', 3, '元旦'),
        ...range('2026-02-15', 9, '春节'),
        ...range('2026-04-04', 3, '清明节'),
        ...range('2026-05-01', 5, '劳动节'),
        ...range('2026-06-19', 3, '端午节'),
        ...range('2026-09-25', 3, '中秋节'),
        ...range('2026-10-01', 7, '国庆节'),
    ],
};

const yearRule = { name: 'year', title: '年份', kind: 'int', required: true, min: 2020, max: 2100 } as const;

const readDays = (raw: unknown, year: number): HolidayDay[] => {
    let list: unknown = raw;
    if (typeof raw === 'string') {
        try {
            list = JSON.parse(raw);
        } catch {
            throw new ProtocolError('节假日数据格式不正确');
        }
    }
    if (!Array.isArray(list)) throw new ProtocolError('节假日数据格式不正确');
    const seen = new Set<string>();
    return list
        .map((item, index) => {
            const { date, name, type } = (item ?? {}) as Record<string, unknown>;
            const n = index + 1;
            if (
                typeof date !== 'string' ||
                !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
                Number.isNaN(Date.parse(date)) ||
                new Date(date).toISOString().slice(0, 10) !== date
            ) {
                throw new ProtocolError(message('第{n}条：日期格式不正确', { n }));
            }
            if (!date.startsWith(`${year}-`)) throw new ProtocolError(message('第{n}条：日期不属于{year}年', { n, year }));
            if (seen.has(date)) throw new ProtocolError(message('第{n}条：日期{date}重复', { n, date }));
            seen.add(date);
            if (typeof name !== 'string' || !names.includes(name)) throw new ProtocolError(message('第{n}条：节日名称不正确', { n }));
            if (type !== 1 && type !== 2 && type !== '1' && type !== '2') throw new ProtocolError(message('第{n}条：类型不正确', { n }));
            return { date, name, type: Number(type) as 1 | 2 };
        })
        .sort((a, b) => a.date.localeCompare(b.date));
};

/** /supertube/platform/festival: the holiday calendar by year (auctions are not held on days off). */
export const holidayEndpoints: Endpoint[] = [
    {
        method: 'GET',
        path: 'seller/systemSet/HolidaySetConf',
        fields: [],
        industries: 'admin',
        handler: async () => ({ names, types, years: [2025, 2026, 2027] }),
    },
    {
        method: 'GET',
        path: 'seller/systemSet/HolidaySetInfo',
        fields: [{ ...yearRule, required: false }],
        industries: 'admin',
        handler: async ({ db, params }) => {
            const year = readField<number>({ year: params.year ?? new Date().getFullYear() }, yearRule);
            const { days } = await readSetting(db, 'platform', `holiday:${year}`, { days: defaults[year] ?? [] });
            return { year, days };
        },
    },
    {
        method: 'POST',
        path: 'seller/systemSet/HolidaySetSave',
        fields: [yearRule, { name: 'days', title: '节假日（JSON 文本：日期、名称、类型的列表）', required: true }],
        industries: 'admin',
        handler: async ctx => {
            const year = readField<number>(ctx.params, yearRule);
            const days = readDays(ctx.params.days, year);
            await ctx.db.transaction(async tx => {
                await writeSetting(tx, 'platform', `holiday:${year}`, { days });
                await recordOperation(tx, ctx, '系统设置', `保存${year}年节假日（${days.length}天）`);
            });
            return { year, days };
        },
    },
];
