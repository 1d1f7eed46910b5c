import { Button, Dialog, useTheme } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { REDUCED_MOTION_QUERY, ReducedMotion, reducedMotionTheme } from '../../../src/ui/ReducedMotion';
import { stubMatchMedia } from './stubMatchMedia';

let restore: (() => void) | undefined;
/** The system's motion setting as `matchMedia` answers it. */
const prefersReducedMotion = (reduce: boolean) => {
    restore = stubMatchMedia(query => reduce && query === REDUCED_MOTION_QUERY);
};
afterEach(() => restore?.());

/** Whether pressing the button starts a ripple (MUI mounts its ripple on the first press). */
const ripples = async () => {
    const button = screen.getByRole('button', { name: '查询', hidden: true });
    await act(async () => {
        fireEvent.mouseDown(button);
    });
    return button.querySelector('.MuiTouchRipple-root') !== null;
};

/** What the theme in effect says of motion. */
const Motion = () => {
    const theme = useTheme();
    return <p data-testid="motion">{`${theme.transitions.create('opacity')} ${theme.transitions.duration.enteringScreen}`}</p>;
};

const page = (
    <ThemeProvider theme={createTheme({ palette: { primary: { main: '#123456' } } })}>
        <ReducedMotion>
            <Motion />
            <Button>查询</Button>
            <Dialog open>
                <p>弹窗</p>
            </Dialog>
        </ReducedMotion>
    </ThemeProvider>
);

describe('ReducedMotion', () => {
    it('keeps the theme and its motion when the system asks for nothing', async () => {
        prefersReducedMotion(false);
        render(page);
        expect(screen.getByTestId('motion').textContent).toMatch(/^opacity \d+ms .+ \d+$/);
        expect(screen.getByTestId('motion').textContent).not.toMatch(/ 0$/);
        expect(await ripples()).toBe(true);
    });

    it('makes every transition instant and drops the ripples when the system asks for reduced motion', async () => {
        prefersReducedMotion(true);
        render(page);
        expect(screen.getByTestId('motion')).toHaveTextContent('none 0');
        expect(await ripples()).toBe(false);
        // The dialog is there at once, at full opacity, with no transition to wait out.
        const backdrop = document.querySelector<HTMLElement>('.MuiBackdrop-root')!;
        expect(backdrop.style.transition).toBe('none');
        expect(screen.getByRole('dialog')).toHaveTextContent('弹窗');
    });
});

describe('reducedMotionTheme', () => {
    it('keeps everything else of the theme, the components’ own default props included', () => {
        const theme = createTheme({ palette: { primary: { main: '#123456' } }, components: { MuiButtonBase: { defaultProps: { centerRipple: true } } } });
        const reduced = reducedMotionTheme(theme);
        expect(reduced.palette).toBe(theme.palette);
        expect(reduced.components?.MuiButtonBase?.defaultProps).toEqual({ centerRipple: true, disableRipple: true });
        expect(Object.values(reduced.transitions.duration)).toEqual(Object.keys(theme.transitions.duration).map(() => 0));
        expect(reduced.transitions.getAutoHeightDuration(500)).toBe(0);
        expect(reduced.transitions.easing).toBe(theme.transitions.easing);
    });
});
