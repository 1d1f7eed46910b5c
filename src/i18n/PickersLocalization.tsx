import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { enUS, esES, jaJP, zhCN } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/es';
import 'dayjs/locale/ja';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import { dayjsLocaleOf } from './dayjsLocale';
import type { Locale } from './locales';

/** The pickers' own texts (toolbar titles, OK/Cancel, section names read by screen readers). */
const PICKER_TEXTS: Record<Locale, typeof zhCN> = { 'zh-cn': zhCN, en: enUS, es: esES, ja: jaJP };

/**
 * What an empty section shows. MUI X writes `YYYY-MM-DD` in every language; a Chinese or
 * Japanese page reads `年-月-日 时:分` (the issue was Latin placeholders inside a Chinese page).
 */
const cjkPlaceholders = (hour: string) => ({
    fieldYearPlaceholder: () => '年',
    fieldMonthPlaceholder: () => '月',
    fieldDayPlaceholder: () => '日',
    fieldHoursPlaceholder: () => hour,
    fieldMinutesPlaceholder: () => '分',
    fieldSecondsPlaceholder: () => '秒',
});
const PLACEHOLDERS: Record<Locale, object> = { 'zh-cn': cjkPlaceholders('时'), en: {}, es: {}, ja: cjkPlaceholders('時') };

/**
 * The date pickers in the console's language: dayjs's locale gives month and day names and the
 * first day of the week (Monday in zh-cn and es, Sunday in en and ja), MUI X's locale the
 * pickers' texts. The dayjs locales are imported here, not left to `applyDayjsLocale`, because
 * the adapter reads them by name at each render and a picker may render before the language's
 * catalogue has loaded.
 */
export const PickersLocalization = ({ children }: { children: ReactNode }) => {
    const [locale] = useLocaleState();
    const target = dayjsLocaleOf(locale);
    return (
        <LocalizationProvider
            dateAdapter={AdapterDayjs}
            adapterLocale={target}
            localeText={{ ...PICKER_TEXTS[target].components.MuiLocalizationProvider.defaultProps.localeText, ...PLACEHOLDERS[target] }}
        >
            {children}
        </LocalizationProvider>
    );
};
