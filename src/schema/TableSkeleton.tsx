import { Box, Skeleton, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * The list's place while its definition loads: the shape of a toolbar and rows, so the page
 * does not jump when the table arrives (react-admin's DataTable shows its own placeholder rows
 * while the rows load).
 */
export const TableSkeleton = ({ rows = 6 }: { rows?: number }) => {
    const translate = useTranslate();
    return (
        <Box role="progressbar" aria-label={translate('ra.page.loading')} aria-busy="true" sx={{ p: 1 }}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mb: 1 }}>
                <Skeleton variant="rounded" width={88} height={30} />
                <Skeleton variant="rounded" width={88} height={30} />
            </Stack>
            <Skeleton variant="rectangular" height={40} sx={{ mb: 0.5 }} />
            {Array.from({ length: rows }, (_, index) => (
                <Skeleton key={index} variant="text" height={36} sx={{ opacity: 1 - index * 0.12 }} />
            ))}
        </Box>
    );
};
