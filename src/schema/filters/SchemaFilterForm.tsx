import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, useMediaQuery } from '@mui/material';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { Form, useListContext, useStore, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { SearchDefinition } from '../../dataProvider/TableDefinition';
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
 */
export const SchemaFilterForm = ({ api, search }: SchemaFilterFormProps) => {
    const { filterValues, setFilters } = useListContext();
    const fields = useMemo(() => schemaFilters(search), [search]);
    const keys = useMemo(() => fields.flatMap(field => filterKeys(field.item)), [fields]);
    // A new object only when the applied filters change, so the form resets to them then only
    // (a reload, a link, 重置), never while the operator types.
    const appliedText = JSON.stringify(filterValues ?? {});
    const defaults = useMemo(() => draftFromApplied(keys, JSON.parse(appliedText) as Record<string, unknown>), [keys, appliedText]);
    if (!fields.length) return null;
    const apply = (draft: Record<string, unknown>) => setFilters(filtersToApply(keys, draft, filterValues ?? {}), undefined, false);
    return (
        <Form defaultValues={defaults} onSubmit={apply} noValidate>
            <FilterGrid api={api} fields={fields} keys={keys} applied={filterValues ?? {}} onReset={() => setFilters({}, undefined, false)} />
        </Form>
    );
};

interface FilterGridProps {
    api: string;
    fields: ReturnType<typeof schemaFilters>;
    keys: string[];
    applied: Record<string, unknown>;
    onReset: () => void;
}

const FilterGrid = ({ api, fields, keys, applied, onReset }: FilterGridProps) => {
    const translate = useTranslate();
    const form = useFormContext();
    const perRow = usePerRow();
    const [expanded, setExpanded] = useStore<boolean>(filtersExpandedStoreKey(api), false);
    const spans = fields.map(field => fieldSpan(field.item.type, perRow));
    const foldable = isFoldable(spans, perRow);
    const shown = (index: number) => isFieldShown(index, spans, perRow, expanded);
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
        <Box role="search" aria-label={translate('mc.schema.filter.form')} sx={GRID_SX} onKeyDown={submitOnEnter}>
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
