import { Button, Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/**
 * What a list with no matching rows shows (the filters stay above it): whether the filters are
 * what left it empty, and then a way to reset them.
 */
export const EmptyRows = () => {
    const translate = useTranslate();
    const { filterValues, setFilters } = useListContext();
    const filtered = Object.values(filterValues ?? {}).some(value => value !== undefined && value !== '' && !(Array.isArray(value) && !value.length));
    return (
        <Stack sx={{ p: 3, alignItems: 'center' }} spacing={1}>
            <Typography color="text.secondary" role="status">
                {translate(filtered ? 'mc.schema.emptyFiltered' : 'mc.schema.emptyList')}
            </Typography>
            {filtered && (
                <Button size="small" variant="outlined" onClick={() => setFilters({}, [])}>
                    {translate('mc.schema.emptyReset')}
                </Button>
            )}
        </Stack>
    );
};
