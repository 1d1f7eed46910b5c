/**
 * The placeholder the console's build writes where a Content-Security-Policy nonce goes (Vite's
 * `html.cspNonce`: `<meta property="csp-nonce" nonce="…">` and the nonce of its tags). The server
 * replaces it in index.html with a fresh nonce for each reply and allows that nonce in
 * `style-src`: MUI's styling (emotion) writes its rules into `<style>` elements it creates, which
 * a policy without `unsafe-inline` styles allows only with the nonce they carry.
 */
export const CSP_NONCE_PLACEHOLDER = '__MC_CSP_NONCE__';
