import { Box, Button, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { hasFilterValue } from './filters/filterForm';

/**
 * What a list with no matching rows shows (the filters stay above it). When the operator's
 * filters are what emptied it, it says so and offers 重置; a route's fixed filter is not theirs
 * to reset and does not count.
 */
export const EmptyRows = () => {
    const translate = useTranslate();
    const { filterValues, setFilters } = useListContext();
    const filtered = Object.values(filterValues ?? {}).some(hasFilterValue);
    return (
        <Box role="status" sx={{ p: 3, textAlign: 'center' }}>
            <Typography color="text.secondary">{translate('mc.schema.emptyList')}</Typography>
            {filtered && (
                <>
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                        {translate('mc.schema.emptyFiltered')}
                    </Typography>
                    <Button size="small" sx={{ mt: 1 }} onClick={() => setFilters({}, undefined, false)}>
                        {translate('mc.schema.filter.reset')}
                    </Button>
                </>
            )}
        </Box>
    );
};
