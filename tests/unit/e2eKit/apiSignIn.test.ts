import { describe, expect, it } from 'vitest';
import { createMemoryStorage, createSessionStore, type Session } from '../../../src/dataProvider/sessionStore';
import { storageStateOf } from '../../e2e/support/apiSignIn';

const session: Session = { token: 't1', refreshToken: 'r1', suid: '7', accessExpire: 2_000_000_000, refreshExpire: 2_000_600_000, serverOffset: -2 };

describe('storageStateOf', () => {
    it("gives the browser what the console's session store wrote, on the console's origin, so the console reads the same session", () => {
        const written = createMemoryStorage();
        createSessionStore(written).set(session);
        const state = storageStateOf({ storage: written }, 'http://127.0.0.1:8080/some/path');
        expect(state.cookies).toEqual([]);
        expect(state.origins.map(origin => origin.origin)).toEqual(['http://127.0.0.1:8080']);
        // The browser's localStorage, filled from the state, as Playwright fills it.
        const browser = createMemoryStorage();
        for (const { name, value } of state.origins[0].localStorage) browser.setItem(name, value);
        expect(createSessionStore(browser).get()).toEqual(session);
    });
});
