import { Button as MuiButton, Menu, MenuItem, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { recordUrl, routeAppliesTo, routeState } from './recordLinks';
import { rowActionLayout } from './rowActionLayout';
import { useSchemaListContext } from './SchemaListContext';
import { useListExtensions } from './ListExtensions';
import { SUMMARY_RECORD } from './SummaryFoot';
import { useLiveListState } from '../live/LiveListContext';
import { useOpenedOnce } from '../ui/useOpenedOnce';

// Row actions read as quiet links beside the data (in sentence case, as every button: the
// theme's); 更多 says it in its word only.
const ACTION_SX = { minWidth: 0, whiteSpace: 'nowrap' } as const;

/**
 * The record routes of a row (edit, show, audit, delete…) the user may open (the list's
 * `rowRoutes`, already checked against the permissions) and whose `when` the row meets: at most
 * two as links, the rest in a 更多 menu (MUI's menu: arrow keys, Escape, focus returns to its
 * button). A row deleted meanwhile (a live list) offers none: it says 已被删除 instead.
 */
export const RowActions = ({ maxButtons }: { /** Default MAX_ROW_BUTTONS; 0 on cards: all in the menu. */ maxButtons?: number }) => {
    const translate = useTranslate();
    const { rowRoutes: routes, definition } = useSchemaListContext();
    const { RowMenu } = useListExtensions(definition);
    const record = useRecordContext();
    const menuId = useId();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const menuOpened = useOpenedOnce(!!anchor);
    const live = useLiveListState();
    if (!record || record[SUMMARY_RECORD]) return null;
    if (live?.isDeleted(record.id)) {
        return (
            <Typography variant="body2" color="text.disabled" sx={{ whiteSpace: 'nowrap' }}>
                {translate('mc.live.list.deleted')}
            </Typography>
        );
    }
    const { buttons, more } = rowActionLayout(
        routes.filter(route => routeAppliesTo(route, record)),
        maxButtons
    );
    return (
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'nowrap', alignItems: 'center' }}>
            {buttons.map(route => (
                <MuiButton
                    key={route.path}
                    size="small"
                    component={Link}
                    to={recordUrl(route, record.id)}
                    state={routeState(record)}
                    color={route.action === 'delete' ? 'error' : 'primary'}
                    sx={ACTION_SX}
                >
                    {translate(route.title)}
                </MuiButton>
            ))}
            {(more.length > 0 || RowMenu) && (
                <>
                    <MuiButton
                        size="small"
                        aria-haspopup="menu"
                        aria-expanded={anchor ? 'true' : undefined}
                        aria-controls={anchor ? menuId : undefined}
                        onClick={event => setAnchor(event.currentTarget)}
                        sx={ACTION_SX}
                    >
                        {translate('mc.schema.more')}
                    </MuiButton>
                    {menuOpened && (
                        <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
                            {more.map(route => (
                                <MenuItem
                                    key={route.path}
                                    component={Link}
                                    to={recordUrl(route, record.id)}
                                    state={routeState(record)}
                                    onClick={() => setAnchor(null)}
                                    sx={route.action === 'delete' ? { color: 'error.main' } : undefined}
                                >
                                    {translate(route.title)}
                                </MenuItem>
                            ))}
                            {RowMenu && <RowMenu record={record} onClose={() => setAnchor(null)} />}
                        </Menu>
                    )}
                </>
            )}
        </Stack>
    );
};
