import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// Files that test pure modules run in the node environment (vitest.config.ts): there is no DOM
// to clean after them, and no need to load React Testing Library for them.
if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    afterEach(() => {
        cleanup();
        localStorage.clear();
        sessionStorage.clear();
    });
}
