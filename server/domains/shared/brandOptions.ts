import type { Option } from '../../tables/TableSpec';
import { carSeries } from './seedWords/carModels';

export const brands = [...new Set(carSeries.map(s => s.brand))];

/** Brand options: the value is the brand name, as vehicles and stores store it. */
export const brandOptions: Option[] = brands.map(brand => ({ value: brand, label: brand }));
