import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import { formatNumberText, type FormatNumber } from './numberFormats';

/** `formatNumberText` bound to react-admin's current locale, for number cells and totals. */
export const useFormatNumber = (): FormatNumber => {
    const [locale] = useLocaleState();
    return useCallback((text: string) => formatNumberText(text, locale), [locale]);
};
