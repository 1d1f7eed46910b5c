import { Box, Checkbox, Collapse, FormControlLabel, IconButton, Stack } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useCallback, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface TreeSectionProps {
    title: string;
    /** Translation keys of the expand and collapse buttons' names (with `%{title}`). */
    expandLabel: string;
    collapseLabel: string;
    expanded: boolean;
    onExpandedChange: () => void;
    /** How many of the section's items are ticked, of how many. */
    count: number;
    total: number;
    onToggleAll: () => void;
    /** Accessible name of the section's checkbox, when not its title. */
    checkboxLabel?: string;
    children: ReactNode;
}

/** One section of a permission tree (pages, calls): an expand button, a tick-all box, its items. */
export const TreeSection = ({
    title,
    expandLabel,
    collapseLabel,
    expanded,
    onExpandedChange,
    count,
    total,
    onToggleAll,
    checkboxLabel,
    children,
}: TreeSectionProps) => {
    const translate = useTranslate();
    const indeterminate = count > 0 && count < total;
    // MUI draws the mixed state and says aria-checked="mixed", but leaves the input's own state
    // unchecked; assistive technology (and axe's aria-conditional-attr) read the input: it must
    // be indeterminate too.
    const inputRef = useCallback(
        (input: HTMLInputElement | null) => {
            if (input) input.indeterminate = indeterminate;
        },
        [indeterminate]
    );
    return (
        <Box role="treeitem" aria-expanded={expanded} aria-selected={count === total}>
            <Stack direction="row" alignItems="center">
                <IconButton size="small" aria-label={translate(expanded ? collapseLabel : expandLabel, { title })} onClick={onExpandedChange}>
                    {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                </IconButton>
                <FormControlLabel
                    label={title}
                    control={
                        <Checkbox
                            size="small"
                            inputProps={checkboxLabel ? { 'aria-label': checkboxLabel } : undefined}
                            inputRef={inputRef}
                            checked={count === total}
                            indeterminate={indeterminate}
                            onChange={onToggleAll}
                        />
                    }
                />
            </Stack>
            <Collapse in={expanded} unmountOnExit>
                {children}
            </Collapse>
        </Box>
    );
};
