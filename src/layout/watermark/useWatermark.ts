import { useEffect, type RefObject } from 'react';
import { WATERMARK_OPACITY } from '../layoutConstants';
import { watermarkImage } from './watermarkImage';

const styleFor = (text: string): Partial<CSSStyleDeclaration> => ({
    position: 'absolute',
    inset: '0',
    pointerEvents: 'none',
    zIndex: '2000',
    opacity: String(WATERMARK_OPACITY),
    backgroundImage: watermarkImage(text),
    backgroundRepeat: 'repeat',
    display: 'block',
    visibility: 'visible',
});

/**
 * Lays the repeating watermark over `container` while mounted, and puts it back (node and
 * style) if anything removes or alters it; gone when the layout unmounts.
 */
export const useWatermark = (container: RefObject<HTMLElement | null>, text: string) => {
    useEffect(() => {
        const host = container.current;
        if (!host || !text.trim()) return;
        const mark = document.createElement('div');
        mark.setAttribute('data-watermark', '');
        mark.setAttribute('aria-hidden', 'true');
        const style = styleFor(text);
        const apply = () => Object.assign(mark.style, style);
        apply();
        const expected = mark.getAttribute('style');
        host.appendChild(mark);

        const observer = new MutationObserver(() => {
            if (mark.parentNode !== host) host.appendChild(mark);
            if (mark.getAttribute('style') !== expected) {
                mark.removeAttribute('style');
                apply();
            }
            if (mark.hidden) mark.hidden = false;
        });
        observer.observe(host, { childList: true });
        observer.observe(mark, { attributes: true });
        return () => {
            observer.disconnect();
            mark.remove();
        };
    }, [container, text]);
};
