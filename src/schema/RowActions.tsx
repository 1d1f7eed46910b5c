import { Button as MuiButton, Stack } from '@mui/material';
import { CanAccess, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ListChildRoute } from './ListRoute';
import { recordUrl, routeAppliesTo } from './recordLinks';
import { SUMMARY_RECORD } from './SummaryFoot';

/**
 * The record routes of a row (edit, show, audit, delete…), each a link to its route, each
 * wrapped in CanAccess on that route path so a route the user may not use shows no button; a
 * route whose `when` the row does not meet shows none either.
 */
export const RowActions = ({ routes }: { routes: readonly ListChildRoute[] }) => {
    const translate = useTranslate();
    const record = useRecordContext();
    if (!record || record[SUMMARY_RECORD]) return null;
    return (
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
            {routes
                .filter(route => routeAppliesTo(route, record))
                .map(route => (
                    <CanAccess key={route.path} action="access" resource={route.path}>
                        <MuiButton
                            size="small"
                            component={Link}
                            to={recordUrl(route, record.id)}
                            color={route.action === 'delete' ? 'error' : 'primary'}
                            sx={{ minWidth: 0, whiteSpace: 'nowrap' }}
                        >
                            {translate(route.title)}
                        </MuiButton>
                    </CanAccess>
                ))}
        </Stack>
    );
};
