import { Button, Fab, Tab, Tabs, ToggleButton } from '@mui/material';
import { createTheme, ThemeProvider, type ThemeOptions } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleTheme } from '../../../src/ui/consoleTheme';

/** Every kind of MUI button the console shows, with the English texts they carry. */
const Buttons = ({ theme }: { theme: ThemeOptions }) => (
    <ThemeProvider theme={createTheme(theme)}>
        <Button variant="contained">Create</Button>
        <Button size="small">Export in background</Button>
        <ToggleButton value={7}>Last 7 days</ToggleButton>
        <Tabs value={0}>
            <Tab label="Refresh figures" />
        </Tabs>
        <Fab variant="extended">Add shortcut</Fab>
    </ThemeProvider>
);

const transforms = () =>
    ['Create', 'Export in background', 'Last 7 days', 'Refresh figures', 'Add shortcut'].map(
        name => getComputedStyle(screen.getByRole(/Refresh/.test(name) ? 'tab' : 'button', { name })).textTransform
    );

describe('consoleTheme', () => {
    it('draws every kind of button in sentence case, as its text is written', () => {
        render(<Buttons theme={consoleTheme} />);
        expect(transforms()).toEqual(['none', 'none', 'none', 'none', 'none']);
    });

    it("replaces MUI's capitals, which the same buttons get from its default theme", () => {
        render(<Buttons theme={{}} />);
        expect(transforms()).toEqual(['uppercase', 'uppercase', 'uppercase', 'uppercase', 'uppercase']);
    });
});
