import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollRegion } from '../../../src/schema/useScrollRegion';

/** The box's sizes as the browser would lay it out (jsdom lays nothing out). */
const sizes = { scrollWidth: 1200, clientWidth: 800 };

const Box = ({ onRender }: { onRender?: () => void }) => {
    const ref = useRef<HTMLDivElement>(null);
    useScrollRegion(ref, '订单');
    onRender?.();
    return (
        <div
            data-testid="box"
            ref={element => {
                ref.current = element;
                if (!element) return;
                Object.defineProperty(element, 'scrollWidth', { configurable: true, get: () => sizes.scrollWidth });
                Object.defineProperty(element, 'clientWidth', { configurable: true, get: () => sizes.clientWidth });
            }}
        >
            <table />
        </div>
    );
};

afterEach(() => {
    vi.unstubAllGlobals();
    sizes.scrollWidth = 1200;
});

describe('useScrollRegion', () => {
    it('makes a box that scrolls a focusable, named region from its first render on', () => {
        const { getByTestId } = render(<Box />);
        const box = getByTestId('box');
        expect(box.tabIndex).toBe(0);
        expect(box.getAttribute('role')).toBe('region');
        expect(box.getAttribute('aria-label')).toBe('订单');
    });

    it('follows a change of size on the element itself, with no render in between', () => {
        let observed: () => void = () => undefined;
        vi.stubGlobal(
            'ResizeObserver',
            class {
                constructor(callback: () => void) {
                    observed = callback;
                }
                observe() {}
                disconnect() {}
            }
        );
        let renders = 0;
        const { getByTestId } = render(<Box onRender={() => renders++} />);
        const box = getByTestId('box');
        const before = renders;
        sizes.scrollWidth = 800;
        observed();
        expect(box.hasAttribute('tabindex')).toBe(false);
        expect(box.hasAttribute('role')).toBe(false);
        expect(box.hasAttribute('aria-label')).toBe(false);
        sizes.scrollWidth = 1000;
        observed();
        expect(box.tabIndex).toBe(0);
        expect(renders).toBe(before);
    });
});
