import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useFormatDate } from '../i18n/useFormatDate';
import { useFormatNumber } from '../i18n/useFormatNumber';
import type { ChangeTextEnv } from './changeText';

/** The current language's formatters, for the texts of changes and field values. */
export const useChangeTextEnv = (): ChangeTextEnv => {
    const translate = useTranslate();
    const formatDate = useFormatDate();
    const formatNumber = useFormatNumber();
    return useMemo(() => ({ translate, formatDate, formatNumber }), [translate, formatDate, formatNumber]);
};
