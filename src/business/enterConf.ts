import { formatNumberText } from '../i18n/numberFormats';

/** An option of the entry form, labels as the server sent them. */
export interface EnterOption {
    value: string | number;
    label: string;
    children?: EnterOption[];
}

/** `public/supplier/EnterConf`: what the supplier-entry form offers. */
export interface EnterConf {
    kinds: EnterOption[];
    regions: EnterOption[];
    brands: EnterOption[];
    businessScope: EnterOption[];
    /** Entry deposit in cents, when the server says. */
    deposit?: number;
    servicePhone?: string;
}

/** The configuration is unusable: the page says so instead of showing a broken form. */
export class EnterConfError extends Error {
    constructor(detail: string) {
        super(detail);
        this.name = 'EnterConfError';
    }
}

const options = (raw: unknown, field: string, nested = false): EnterOption[] => {
    if (raw === undefined || raw === null) return [];
    if (!Array.isArray(raw)) throw new EnterConfError(`${field} is not a list`);
    return raw.map(item => {
        const value = (item as Record<string, unknown>)?.value;
        const label = (item as Record<string, unknown>)?.label;
        if ((typeof value !== 'string' && typeof value !== 'number') || typeof label !== 'string') {
            throw new EnterConfError(`${field} holds an option without value or label`);
        }
        const children = (item as Record<string, unknown>).children;
        return nested && children !== undefined ? { value, label, children: options(children, `${field}.children`) } : { value, label };
    });
};

export const parseEnterConf = (raw: unknown): EnterConf => {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new EnterConfError('EnterConf is not an object');
    const record = raw as Record<string, unknown>;
    const conf: EnterConf = {
        kinds: options(record.kinds, 'kinds'),
        regions: options(record.regions, 'regions', true),
        brands: options(record.brands, 'brands'),
        businessScope: options(record.business_scope, 'business_scope'),
        deposit: typeof record.deposit === 'number' && Number.isFinite(record.deposit) ? record.deposit : undefined,
        servicePhone: typeof record.service_phone === 'string' && record.service_phone ? record.service_phone : undefined,
    };
    if (!conf.kinds.length) throw new EnterConfError('EnterConf offers no merchant kind');
    if (!conf.regions.length) throw new EnterConfError('EnterConf offers no region');
    return conf;
};

/** Cents as yuan with two decimals, exactly (integer arithmetic), grouped as `locale` writes numbers. */
export const centsToYuan = (cents: number, locale: string) => {
    const sign = cents < 0 ? '-' : '';
    const abs = Math.abs(Math.round(cents));
    return formatNumberText(`${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`, locale);
};
