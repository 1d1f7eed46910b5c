import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LOCALES } from '../i18n/locales';
import type { Texts } from './draftTexts';

interface TextsInputProps {
    /** What the texts are (a translated label): each input is named "label (language)". */
    label: string;
    value: Texts;
    onChange(value: Texts): void;
    readOnly?: boolean;
    /** The problems the server found in these texts. */
    errors?: readonly string[];
}

/** One text in each of the console's languages, zh-cn required (a language left empty shows the zh-cn text). */
export const TextsInput = ({ label, value, onChange, readOnly, errors }: TextsInputProps) => {
    const translate = useTranslate();
    return (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} role="group" aria-label={label}>
            {LOCALES.map(({ locale, name }) => (
                <TextField
                    key={locale}
                    size="small"
                    fullWidth
                    label={translate('mc.designer.form.inLanguage', { what: label, language: name })}
                    value={value[locale]}
                    required={locale === 'zh-cn'}
                    onChange={event => onChange({ ...value, [locale]: event.target.value })}
                    error={locale === 'zh-cn' && !!errors?.length}
                    helperText={locale === 'zh-cn' && errors?.length ? errors.join(' · ') : undefined}
                    slotProps={{ input: { readOnly } }}
                />
            ))}
        </Stack>
    );
};
