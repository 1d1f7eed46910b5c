import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The emotion cache MUI styles through, carrying the Content-Security-Policy nonce that the
 * server gave this page (`<meta property="csp-nonce">`, protocol/cspNonce.ts): the `<style>`
 * elements emotion creates are then allowed by a policy without `unsafe-inline` styles. Without
 * a nonce (the dev server, tests) it is emotion's default cache.
 */
export const createStyleCache = (doc: Document = document): EmotionCache => {
    const meta = doc.querySelector<HTMLMetaElement>('meta[property=csp-nonce]');
    // Browsers hide a nonce attribute from getAttribute once it is applied; the property keeps it.
    const nonce = meta?.nonce || meta?.getAttribute('nonce') || undefined;
    return createCache({ key: 'css', nonce });
};
