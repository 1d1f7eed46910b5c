import { Box, FormHelperText, FormLabel, Stack } from '@mui/material';
import { useRef } from 'react';
import { Button, useInput, useNotify, useTranslate } from 'react-admin';
import type { FormField } from '../../resources/types';
import { IMAGE_MAX_MB, imageDataUrl } from '../imageDataUrl';

/** Picks an image, previews it, and keeps it as a URL for the payload. */
export const ImageFieldInput = ({ field: definition }: { field: FormField }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const fileInput = useRef<HTMLInputElement>(null);
    const { field, fieldState, id } = useInput({ source: definition.name });
    const label = translate(definition.label, { _: definition.label });
    const error = fieldState.error?.message;
    const pick = async (file: File) => {
        if (!file.type.startsWith('image/')) return notify('mc.form.image.notImage', { type: 'warning' });
        if (file.size > IMAGE_MAX_MB * 1024 * 1024) return notify('mc.form.image.tooLarge', { type: 'warning', messageArgs: { size: IMAGE_MAX_MB } });
        field.onChange(await imageDataUrl(file));
    };
    return (
        <Box>
            <FormLabel htmlFor={id} required={definition.required} error={!!error}>
                {label}
            </FormLabel>
            <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 0.5 }}>
                {field.value && <Box component="img" src={field.value} alt={label} sx={{ width: 80, height: 80, objectFit: 'cover', borderRadius: 1 }} />}
                <Button label="mc.form.image.choose" onClick={() => fileInput.current?.click()} variant="outlined" />
                {field.value && <Button label="mc.form.image.remove" onClick={() => field.onChange('')} />}
            </Stack>
            <input
                ref={fileInput}
                id={id}
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
            <FormHelperText error={!!error}>{error ?? (definition.hint ? translate(definition.hint) : ' ')}</FormHelperText>
        </Box>
    );
};
