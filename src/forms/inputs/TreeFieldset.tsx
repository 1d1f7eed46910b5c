import { Box, FormHelperText, FormLabel } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { FormField } from '../FormField';

/** Which sections of a permission tree are open, and a toggle per section. */
export const useOpenSections = () => {
    const [open, setOpen] = useState<string[]>([]);
    const isOpen = (section: string) => open.includes(section);
    const toggle = (section: string) => setOpen(now => (now.includes(section) ? now.filter(one => one !== section) : [...now, section]));
    return { isOpen, toggle };
};

/**
 * The frame of the role form's permission trees (pages, APIs): a fieldset whose legend names the
 * `role="tree"` it holds, and a helper line with the error or the selection's count.
 */
export const TreeFieldset = ({
    definition,
    id,
    error,
    helper,
    children,
}: {
    definition: FormField;
    id: string;
    error?: string;
    helper: string;
    children: ReactNode;
}) => {
    const translate = useTranslate();
    return (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend" id={`${id}-label`} required={definition.required} error={!!error}>
                {translate(definition.label, { _: definition.label })}
            </FormLabel>
            <Box role="tree" aria-labelledby={`${id}-label`}>
                {children}
            </Box>
            <FormHelperText error={!!error}>{error ?? helper}</FormHelperText>
        </Box>
    );
};
