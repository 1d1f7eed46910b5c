import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// Files that test pure modules run in the node environment (vitest.config.ts): there is no DOM
// to clean after them, and no need to load React Testing Library for them.
if (typeof document !== 'undefined') {
    const { cleanup, configure } = await import('@testing-library/react');
    // findBy and waitFor wait 5 s for what they look for (1 s by default): on two loaded cores a
    // form's re-render after an event can take longer than a second, and nothing is asserted on time.
    configure({ asyncUtilTimeout: 5_000 });
    const { emotionStylesForgetter } = await import('./support/emotionStyles');
    const forgetStyles = await emotionStylesForgetter();
    afterEach(() => {
        cleanup();
        forgetStyles();
        localStorage.clear();
        sessionStorage.clear();
    });
}
