import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOpenedOnce } from '../../../src/ui/useOpenedOnce';

describe('useOpenedOnce', () => {
    it('is false until the popup first opens, and stays true once it has', () => {
        const { result, rerender } = renderHook(({ open }) => useOpenedOnce(open), { initialProps: { open: false } });
        expect(result.current).toBe(false);
        rerender({ open: false });
        expect(result.current).toBe(false);
        rerender({ open: true });
        expect(result.current).toBe(true);
        rerender({ open: false });
        expect(result.current).toBe(true);
    });

    it('is true at once for a popup that starts open', () => {
        expect(renderHook(() => useOpenedOnce(true)).result.current).toBe(true);
    });
});
