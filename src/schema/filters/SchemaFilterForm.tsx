import CloseIcon from '@mui/icons-material/Close';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FilterListIcon from '@mui/icons-material/FilterList';
import { Box, Button, Drawer, IconButton, Stack, Typography, useMediaQuery } from '@mui/material';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Form, useListContext, useStore, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { SearchDefinition } from '../../dataProvider/TableDefinition';
import { NARROW_SCREEN } from '../narrowScreen';
import {
    FILTER_BREAKPOINTS,
    activeFilterCount,
    draftFromApplied,
    fieldSpan,
    filterKeys,
    filtersExpandedStoreKey,
    filtersToApply,
    isFieldShown,
    isFoldable,
} from './filterForm';
import { schemaFilters } from './schemaFilters';

export interface SchemaFilterFormProps {
    /** The list's api: the fold choice is remembered per api. */
    api: string;
    search: SearchDefinition[];
}

const [wide, medium, narrow] = FILTER_BREAKPOINTS;
const atLeast = (minWidth: number) => `(min-width:${minWidth}px)`;
const columns = (perRow: number) => ({ gridTemplateColumns: `repeat(${perRow}, minmax(0, 1fr))` });
const GRID_SX = {
    display: 'grid',
    gap: 2,
    alignItems: 'end',
    gridTemplateColumns: '1fr',
    [`@media ${atLeast(narrow.minWidth)}`]: columns(narrow.perRow),
    [`@media ${atLeast(medium.minWidth)}`]: columns(medium.perRow),
    [`@media ${atLeast(wide.minWidth)}`]: columns(wide.perRow),
    p: 2,
    pb: 1,
} as const;
// In the drawer every field takes the drawer's width, whatever the window's.
const DRAWER_GRID_SX = { display: 'grid', gap: 2, gridTemplateColumns: '1fr', p: 2 } as const;

/** Fields per row at the current width, as the grid lays them out (the folding needs the number). */
const usePerRow = () => {
    const isWide = useMediaQuery(atLeast(wide.minWidth));
    const isMedium = useMediaQuery(atLeast(medium.minWidth));
    const isNarrow = useMediaQuery(atLeast(narrow.minWidth));
    return isWide ? wide.perRow : isMedium ? medium.perRow : isNarrow ? narrow.perRow : 1;
};

/**
 * The list's filter form: a grid of labelled fields whose values are a draft until 查询 (or
 * Enter in any field) applies them to the list, which keeps them in the URL; 重置 clears both.
 * Nothing is requested while typing. Beyond the first row it folds, remembered per api.
 * Below 992 px the fields would fill the phone's screen: they move into a drawer behind a 筛选
 * button that counts the active filters, and 查询 / 重置 close the drawer on the result.
 */
export const SchemaFilterForm = ({ api, search }: SchemaFilterFormProps) => {
    const translate = useTranslate();
    const { filterValues, setFilters } = useListContext();
    const narrow = useMediaQuery(NARROW_SCREEN, { noSsr: true });
    const [drawerOpen, setDrawerOpen] = useState(false);
    const titleId = useId();
    const fields = useMemo(() => schemaFilters(search), [search]);
    const keys = useMemo(() => fields.flatMap(field => filterKeys(field.item)), [fields]);
    // A new object only when the applied filters change, so the form resets to them then only
    // (a reload, a link, 重置), never while the operator types.
    const appliedText = JSON.stringify(filterValues ?? {});
    const defaults = useMemo(() => draftFromApplied(keys, JSON.parse(appliedText) as Record<string, unknown>), [keys, appliedText]);
    if (!fields.length) return null;
    const apply = (draft: Record<string, unknown>) => {
        setFilters(filtersToApply(keys, draft, filterValues ?? {}), undefined, false);
        setDrawerOpen(false);
    };
    const reset = () => {
        setFilters({}, undefined, false);
        setDrawerOpen(false);
    };
    const form = (
        <Form defaultValues={defaults} onSubmit={apply} noValidate>
            <FilterGrid api={api} fields={fields} keys={keys} applied={filterValues ?? {}} onReset={reset} inDrawer={narrow} />
        </Form>
    );
    if (!narrow) return form;
    const active = activeFilterCount(
        fields.map(field => field.item),
        filterValues ?? {}
    );
    return (
        <>
            <Box sx={{ px: 1, pt: 1 }}>
                <Button
                    variant="outlined"
                    size="large"
                    startIcon={<FilterListIcon />}
                    aria-haspopup="dialog"
                    aria-expanded={drawerOpen}
                    onClick={() => setDrawerOpen(true)}
                >
                    {active > 0 ? translate('mc.schema.filter.openActive', { count: active }) : translate('mc.schema.filter.open')}
                </Button>
            </Box>
            <Drawer
                anchor="right"
                open={drawerOpen}
                onClose={() => setDrawerOpen(false)}
                slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId, sx: { width: 'min(100vw, 420px)' } } }}
            >
                <Stack direction="row" sx={{ alignItems: 'center', px: 2, pt: 1 }}>
                    <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
                        {translate('mc.schema.filter.open')}
                    </Typography>
                    <IconButton aria-label={translate('ra.action.close')} onClick={() => setDrawerOpen(false)}>
                        <CloseIcon />
                    </IconButton>
                </Stack>
                {form}
            </Drawer>
        </>
    );
};

interface FilterGridProps {
    api: string;
    fields: ReturnType<typeof schemaFilters>;
    keys: string[];
    applied: Record<string, unknown>;
    onReset: () => void;
    /** In the mobile drawer: one field a row, all shown (the drawer scrolls), no folding. */
    inDrawer: boolean;
}

const FilterGrid = ({ api, fields, keys, applied, onReset, inDrawer }: FilterGridProps) => {
    const translate = useTranslate();
    const form = useFormContext();
    const perRow = usePerRow();
    const [expanded, setExpanded] = useStore<boolean>(filtersExpandedStoreKey(api), false);
    const spans = fields.map(field => (inDrawer ? 1 : fieldSpan(field.item.type, perRow)));
    const foldable = !inDrawer && isFoldable(spans, perRow);
    const shown = (index: number) => inDrawer || isFieldShown(index, spans, perRow, expanded);
    const hiddenActive = activeFilterCount(
        fields.filter((_, index) => !shown(index)).map(field => field.item),
        applied
    );
    // Enter means 查询 in every field, not only in text inputs (pickers' sections, checkboxes);
    // a select that opens on Enter has already handled it.
    const submitOnEnter = (event: KeyboardEvent<HTMLElement>) => {
        if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
        const target = event.target as HTMLElement;
        if (target.closest('button, textarea, [role="button"]')) return;
        event.preventDefault();
        target.closest('form')?.requestSubmit();
    };
    // 重置 also mounts the inputs anew, so that their own state goes too (a half-typed date).
    const [generation, setGeneration] = useState(0);
    const reset = () => {
        form.reset(Object.fromEntries(keys.map(key => [key, ''])));
        setGeneration(generation + 1);
        onReset();
    };
    return (
        <Box role="search" aria-label={translate('mc.schema.filter.form')} sx={inDrawer ? DRAWER_GRID_SX : GRID_SX} onKeyDown={submitOnEnter}>
            {fields.map((field, index) => (
                <Box key={`${field.item.name}#${generation}`} hidden={!shown(index)} sx={{ minWidth: 0, gridColumn: `span ${spans[index]}` }}>
                    {field.input}
                </Box>
            ))}
            <Box sx={{ gridColumnEnd: -1, display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Button type="submit" variant="contained" size="small">
                    {translate('mc.schema.filter.search')}
                </Button>
                <Button type="button" variant="outlined" size="small" onClick={reset}>
                    {translate('mc.schema.filter.reset')}
                </Button>
                {foldable && (
                    <Button
                        type="button"
                        size="small"
                        aria-expanded={expanded}
                        onClick={() => setExpanded(!expanded)}
                        endIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                    >
                        {expanded
                            ? translate('mc.schema.filter.collapse')
                            : hiddenActive > 0
                              ? translate('mc.schema.filter.expandActive', { count: hiddenActive })
                              : translate('mc.schema.filter.expand')}
                    </Button>
                )}
            </Box>
        </Box>
    );
};
