import { render, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useWatermark } from '../../../src/layout/watermark/useWatermark';

const Host = ({ text }: { text: string }) => {
    const ref = useRef<HTMLDivElement>(null);
    useWatermark(ref, text);
    return <div ref={ref} data-testid="host" />;
};

const markOf = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-watermark]');

describe('useWatermark', () => {
    it('lays the text over the host at opacity 0.15 and removes it on unmount', () => {
        const { getByTestId, unmount } = render(<Host text="张三 13800138000" />);
        const mark = markOf(getByTestId('host'))!;
        expect(mark).not.toBeNull();
        expect(mark.style.opacity).toBe('0.15');
        expect(mark.style.pointerEvents).toBe('none');
        expect(decodeURIComponent(mark.style.backgroundImage)).toContain('张三 13800138000');
        unmount();
        expect(document.querySelector('[data-watermark]')).toBeNull();
    });

    it('puts itself back when removed and restores an altered style', async () => {
        const { getByTestId } = render(<Host text="李四 13900139000" />);
        const host = getByTestId('host');
        markOf(host)!.remove();
        await waitFor(() => expect(markOf(host)).not.toBeNull());
        markOf(host)!.style.opacity = '0';
        await waitFor(() => expect(markOf(host)!.style.opacity).toBe('0.15'));
        markOf(host)!.style.display = 'none';
        await waitFor(() => expect(markOf(host)!.style.display).toBe('block'));
    });

    it('shows nothing without a text', () => {
        const { getByTestId } = render(<Host text="  " />);
        expect(markOf(getByTestId('host'))).toBeNull();
    });

    it('escapes the text inside the SVG tile', () => {
        const { getByTestId } = render(<Host text={'<b>&"x"'} />);
        const image = decodeURIComponent(markOf(getByTestId('host'))!.style.backgroundImage);
        expect(image).toContain('&lt;b&gt;&amp;&quot;x&quot;');
    });
});
