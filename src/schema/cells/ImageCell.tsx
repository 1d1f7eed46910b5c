import { Box, ButtonBase, Dialog, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useOpenedOnce } from '../../ui/useOpenedOnce';

/** A thumbnail that opens the image larger; keyboard reachable, Escape closes. */
export const ImageCell = ({ src, title }: { src: string; title: string }) => {
    const translate = useTranslate();
    const [open, setOpen] = useState(false);
    const opened = useOpenedOnce(open);
    const label = translate('mc.schema.image.preview', { title });
    return (
        <>
            <ButtonBase onClick={() => setOpen(true)} aria-label={label} sx={{ borderRadius: 1 }}>
                <Box
                    component="img"
                    src={src}
                    alt={title}
                    loading="lazy"
                    sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1, display: 'block' }}
                />
            </ButtonBase>
            {opened && (
                <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" aria-label={label}>
                    <IconButton
                        aria-label={translate('mc.schema.image.close')}
                        onClick={() => setOpen(false)}
                        sx={{ position: 'absolute', right: 4, top: 4, bgcolor: 'background.paper' }}
                    >
                        <CloseIcon />
                    </IconButton>
                    <Box component="img" src={src} alt={title} sx={{ maxWidth: '80vw', maxHeight: '80vh', display: 'block' }} />
                </Dialog>
            )}
        </>
    );
};
