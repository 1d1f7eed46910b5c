import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SchemaCell } from './cells/SchemaCell';
import { SUMMARY_LINE } from './listStyles';
import { useSchemaListContext } from './SchemaListContext';

/**
 * The totals on one compact line below the table (合计 售价 ¥… · 里程 …), each in the page's
 * number format: on a wide table the summary row's totals may sit in columns scrolled out of
 * view, and this line keeps them in sight.
 */
export const SummaryLine = () => {
    const translate = useTranslate();
    const { summary } = useSchemaListContext();
    if (!summary?.summed.length) return null;
    const label = translate('mc.schema.summary');
    return (
        <Box
            className={SUMMARY_LINE}
            role="group"
            aria-label={label}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2, rowGap: 0.5, px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}
        >
            <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                {label}
            </Typography>
            {summary.summed.map(column => (
                <Typography key={column.name} variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
                    <Box component="span" sx={{ color: 'text.secondary', mr: 0.5 }}>
                        {column.title}
                    </Box>
                    <SchemaCell column={column} value={summary.totals[column.name]} />
                </Typography>
            ))}
        </Box>
    );
};
