import { Box, Button, FormHelperText, FormLabel, Stack } from '@mui/material';
import { useId, useRef } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { IMAGE_MAX_MB, imageDataUrl } from '../forms/imageDataUrl';

/** The licence photo: picked from the device, downscaled, kept as a data URL (no upload call is public). */
export const LicenseImageInput = ({ label, value, onChange, error }: { label: string; value: string; onChange: (value: string) => void; error?: string }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const input = useRef<HTMLInputElement>(null);
    const id = useId();
    const pick = async (file: File) => {
        if (!file.type.startsWith('image/')) return notify('mc.business.validation.imageType', { type: 'warning' });
        if (file.size > IMAGE_MAX_MB * 1024 * 1024) return notify('mc.business.validation.imageTooLarge', { type: 'warning', messageArgs: { mb: IMAGE_MAX_MB } });
        onChange(await imageDataUrl(file));
    };
    return (
        <Box>
            <FormLabel htmlFor={id} error={!!error}>
                {label}
            </FormLabel>
            <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 0.5 }}>
                {value && <Box component="img" src={value} alt={label} sx={{ width: 96, height: 72, objectFit: 'cover', borderRadius: 1 }} />}
                <Button variant="outlined" onClick={() => input.current?.click()}>
                    {translate(value ? 'mc.business.changeImage' : 'mc.business.chooseImage')}
                </Button>
            </Stack>
            <input
                ref={input}
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
            <FormHelperText error={!!error}>{error ?? ' '}</FormHelperText>
        </Box>
    );
};
