import { withEmotionCache } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * Answers a function that removes every style emotion has put in the document (MUI styles
 * through emotion's default cache) and makes emotion forget it did, so the next render puts in
 * again only the styles it uses. Run after each test: the unit workers run file after file in
 * one document (vitest.config.ts, `isolate: false`), where emotion keeps every style any test
 * rendered, some 2,000 `<style>` elements by the end. jsdom reads every rule of every sheet to
 * work out an element's style, which Testing Library's role queries ask of each element and its
 * ancestors: a file late in a worker ran up to three times as long as alone.
 */
export const emotionStylesForgetter = async (): Promise<() => void> => {
    let cache: EmotionCache | undefined;
    // The default cache is the one a component without a CacheProvider above it gets.
    const Grab = withEmotionCache((_props: object, found: EmotionCache) => {
        cache = found;
        return null;
    });
    renderToStaticMarkup(<Grab />);
    return () => {
        if (!cache) return;
        cache.sheet.flush();
        for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
    };
};
