import { act, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleConfirm } from '../../../src/forms/ConsoleConfirm';
import { CONFIRM_LOCK_MS } from '../../../src/forms/guards';

const renderConfirm = (onConfirm = vi.fn()) => {
    render(
        <AdminContext>
            <ConsoleConfirm isOpen title="delete?" content="sure?" confirm="yes" cancel="no" onConfirm={onConfirm} onClose={() => {}} />
        </AdminContext>
    );
    return onConfirm;
};

describe('ConsoleConfirm', () => {
    afterEach(() => vi.useRealTimers());

    it('confirms once for a double click, and again once the 500 ms lock is over', () => {
        vi.useFakeTimers();
        const onConfirm = renderConfirm();
        const yes = screen.getByRole('button', { name: 'yes' });
        fireEvent.click(yes);
        fireEvent.click(yes);
        expect(onConfirm).toHaveBeenCalledTimes(1);
        expect(yes).toBeDisabled();
        act(() => vi.advanceTimersByTime(CONFIRM_LOCK_MS - 1));
        expect(yes).toBeDisabled();
        act(() => vi.advanceTimersByTime(1));
        expect(yes).toBeEnabled();
        fireEvent.click(yes);
        expect(onConfirm).toHaveBeenCalledTimes(2);
    });

    it('is half the window wide and 15vh from the top', () => {
        expect(CONFIRM_LOCK_MS).toBe(500);
        renderConfirm();
        const paper = screen.getByRole('dialog');
        const style = getComputedStyle(paper);
        expect(style.width).toBe('50%');
        expect(style.marginTop).toBe('15vh');
        expect(style.maxWidth).toBe('none');
    });
});
