import { Box, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface ChartFigureProps {
    /** Translation key of the chart's title: its caption and accessible name. */
    title: string;
    /** Nothing to plot: the empty state replaces the chart. */
    empty: boolean;
    /** Translation key of the empty state. */
    emptyText?: string;
    action?: ReactNode;
    children: ReactNode;
}

/** A chart as a named figure with its caption, or the reason there is nothing to draw. */
export const ChartFigure = ({ title, empty, emptyText = 'mc.workbench.chart.empty', action, children }: ChartFigureProps) => {
    const translate = useTranslate();
    const captionId = useId();
    return (
        <Box component="figure" aria-labelledby={captionId} sx={{ m: 0, border: 1, borderColor: 'divider', borderRadius: 1, p: 2, minWidth: 0 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, minHeight: 32 }}>
                <Typography id={captionId} component="figcaption" variant="subtitle1">
                    {translate(title)}
                </Typography>
                {action}
            </Box>
            {empty ? (
                <Box sx={{ height: CHART_HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
                    <Typography color="text.secondary">{translate(emptyText)}</Typography>
                </Box>
            ) : (
                children
            )}
        </Box>
    );
};

export const CHART_HEIGHT = 280;
