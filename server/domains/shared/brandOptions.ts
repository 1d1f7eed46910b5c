import type { Lang } from '../../../protocol/lang';
import { localize } from '../../i18n/LocalText';
import type { Option } from '../../tables/TableSpec';
import { carSeries } from './seedWords/carModels';

export const brands = [...new Set(carSeries.map(s => s.brand))];

/** Brand options: the value is the brand name as vehicles and stores store it (zh-cn); the label is translated. */
export const brandOptions: Option[] = brands.map(brand => ({ value: brand, label: brand }));

/** A stored brand in `lang`; a brand the options do not know is shown as stored. */
export const brandName = (stored: string, lang: Lang): string => {
    const option = brandOptions.find(o => o.value === stored);
    return option ? localize(option.label, lang) : stored;
};
