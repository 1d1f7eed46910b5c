import { ThemeProvider, type Theme } from '@mui/material';
import { DataTableHead, type DataTableHeadProps } from 'react-admin';

/** Tooltips inside describe the element they are on rather than name it. */
const describingTooltips = (outer: Theme): Theme => ({
    ...outer,
    components: {
        ...outer.components,
        MuiTooltip: { ...outer.components?.MuiTooltip, defaultProps: { ...outer.components?.MuiTooltip?.defaultProps, describeChild: true } },
    },
});

/**
 * The table's header row (react-admin's), each sort button named by its column's title, as the
 * header shows it, and described by the sort it makes (react-admin's tooltip: 按保证金升序排列,
 * Sort by deposit ascending). Named by that sentence, the title is not a word of the name in a
 * language written without spaces, so a speech-input user saying 保证金 is not understood
 * (WCAG 2.5.3 Label in Name; axe's label-content-name-mismatch).
 */
export const SortDescribedHead = (props: DataTableHeadProps) => (
    <ThemeProvider theme={describingTooltips}>
        <DataTableHead {...props} />
    </ThemeProvider>
);
