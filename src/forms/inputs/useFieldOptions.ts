import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { MerchantDataProvider } from '../../dataProvider/dataProvider';
import type { FormField } from '../FormField';
import type { DefinitionOption } from '../../dataProvider/TableDefinition';

/** `[{value, label}]`, or a generic-table page whose rows give value and label by field name. */
const parseOptions = (raw: unknown, valueField = 'value', labelField = 'label'): DefinitionOption[] => {
    const list = Array.isArray(raw)
        ? raw
        : raw && typeof raw === 'object' && Array.isArray((raw as { data?: unknown }).data)
          ? (raw as { data: unknown[] }).data
          : [];
    return list.flatMap(item => {
        if (!item || typeof item !== 'object') return [];
        const row = item as Record<string, unknown>;
        const value = row[valueField];
        if (typeof value !== 'string' && typeof value !== 'number') return [];
        return [{ value, label: String(row[labelField] ?? value) }];
    });
};

/**
 * The options of a select: static ones (labels are translation keys, or text shown as is),
 * ones loaded from `optionsApi`, or else the list definition's column of the same name.
 */
export const useFieldOptions = (field: FormField, fromDefinition: DefinitionOption[] | undefined) => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<MerchantDataProvider>();
    const loaded = useQuery({
        queryKey: ['fieldOptions', field.optionsApi, field.optionValue, field.optionLabel],
        queryFn: () => dataProvider.call(field.optionsApi!).then(reply => parseOptions(reply, field.optionValue, field.optionLabel)),
        enabled: !!field.optionsApi,
        staleTime: 60_000,
    });
    if (field.options) {
        return {
            options: field.options.map(option => ({ value: option.value, label: translate(option.label, { _: option.label }) })),
            isPending: false,
            error: null,
        };
    }
    if (field.optionsApi) return { options: loaded.data ?? [], isPending: loaded.isPending, error: loaded.error };
    return { options: fromDefinition ?? [], isPending: false, error: null };
};
