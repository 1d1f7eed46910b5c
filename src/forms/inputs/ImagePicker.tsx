import { Box, Button, FormHelperText, FormLabel, Stack } from '@mui/material';
import { useId, useRef } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { IMAGE_MAX_MB, imageDataUrl } from '../imageDataUrl';

export interface ImagePickerProps {
    /** The translated label: names the file input and the preview. */
    label: string;
    /** The image as a URL (`data:image/…` once picked here), or '' for none. */
    value: string;
    onChange: (value: string) => void;
    id?: string;
    required?: boolean;
    /** A validation message, shown instead of `helperText`. */
    error?: string;
    helperText?: string;
}

/**
 * An image picked from the device: type and size checked, previewed, kept as a data URL (no
 * upload call exists). Controlled, for a form library's field or react-admin's `useInput`.
 */
export const ImagePicker = ({ label, value, onChange, id, required, error, helperText }: ImagePickerProps) => {
    const translate = useTranslate();
    const notify = useNotify();
    const fileInput = useRef<HTMLInputElement>(null);
    const ownId = useId();
    const inputId = id ?? ownId;
    const pick = async (file: File) => {
        if (!file.type.startsWith('image/')) return notify('mc.form.image.notImage', { type: 'warning' });
        if (file.size > IMAGE_MAX_MB * 1024 * 1024) return notify('mc.form.image.tooLarge', { type: 'warning', messageArgs: { size: IMAGE_MAX_MB } });
        try {
            onChange(await imageDataUrl(file));
        } catch {
            notify('mc.form.image.unreadable', { type: 'warning' });
        }
    };
    return (
        <Box>
            <FormLabel htmlFor={inputId} required={required} error={!!error}>
                {label}
            </FormLabel>
            <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 0.5 }}>
                {value && <Box component="img" src={value} alt={label} sx={{ width: 80, height: 80, objectFit: 'cover', borderRadius: 1 }} />}
                <Button variant="outlined" onClick={() => fileInput.current?.click()}>
                    {translate('mc.form.image.choose')}
                </Button>
                {value && <Button onClick={() => onChange('')}>{translate('mc.form.image.remove')}</Button>}
            </Stack>
            <input
                ref={fileInput}
                id={inputId}
                type="file"
                accept="image/*"
                hidden
                aria-label={label}
                onChange={event => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (file) void pick(file);
                }}
            />
            <FormHelperText error={!!error}>{error ?? helperText ?? ' '}</FormHelperText>
        </Box>
    );
};
