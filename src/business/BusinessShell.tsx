import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** The public supplier pages' frame: no layout, no session. */
export const BusinessShell = ({ title, children }: { title: string; children: ReactNode }) => {
    const translate = useTranslate();
    return (
        <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'grey.100', py: 4, px: 2 }}>
            <Card sx={{ maxWidth: 760, mx: 'auto' }}>
                <CardContent sx={{ display: 'grid', gap: 2 }}>
                    <Typography variant="overline" color="text.secondary">
                        {translate('mc.app.title')}
                    </Typography>
                    <Typography variant="h5" component="h1">
                        {translate(title)}
                    </Typography>
                    {children}
                </CardContent>
            </Card>
        </Box>
    );
};
