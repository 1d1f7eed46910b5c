import type { Option } from '../../tables/TableSpec';
import { provinces } from './seedWords/regions';

/** Province → city options of cascade columns (value: city code, labels from the tree). */
export const regionOptions: Option[] = provinces.map(p => ({
    value: p.code,
    label: p.name,
    children: p.cities.map(c => ({ value: c.code, label: c.name })),
}));

/** The second select of a province → city cascade filter, per province code. */
export const cityCascades: Record<string, Option[]> = Object.fromEntries(
    provinces.map(p => [String(p.code), p.cities.map(c => ({ value: c.code, label: c.name }))])
);

export const provinceOptions: Option[] = provinces.map(p => ({ value: p.code, label: p.name }));

export const isCityOf = (provinceCode: number, cityCode: number) => provinces.some(p => p.code === provinceCode && p.cities.some(c => c.code === cityCode));

/** The province → city filter of tables whose rows have `province` and `city` columns. */
export const regionSearch = {
    name: 'province',
    title: '所在地区',
    type: 'cascade',
    options: provinceOptions,
    cascades: cityCascades,
    second_name: 'city',
} as const;
