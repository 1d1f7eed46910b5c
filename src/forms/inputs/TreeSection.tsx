import { Box, Checkbox, Collapse, FormControlLabel, IconButton, Stack } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { ReactNode } from 'react';
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
                            checked={count === total}
                            indeterminate={count > 0 && count < total}
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
