import type { ConfigType } from 'dayjs';
import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import { formatDate, type DateKind, type FormatDate } from './dateFormats';

/**
 * `formatDate` bound to react-admin's current locale, for date columns and fields: re-renders
 * with the new language when the user switches it.
 */
export const useFormatDate = (): FormatDate => {
    const [locale] = useLocaleState();
    return useCallback((value: ConfigType, kind: DateKind) => formatDate(value, kind, locale), [locale]);
};
