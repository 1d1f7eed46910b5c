import { act, fireEvent, screen } from '@testing-library/react';
import { useGetIdentity } from 'react-admin';
import { Route } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { SessionGate } from '../../../src/authProvider/SessionGate';
import { authFor, liveSession } from '../auth/fakeAccount';
import { renderInAdmin } from './adminHarness';

const LOGIN_WITH_REDIRECT = `/login?redirect=${encodeURIComponent('/cars/list/manageShow?page=2')}`;

const gated = (
    <Route
        path="/cars/list/manageShow"
        element={
            <SessionGate>
                <p>the layout</p>
            </SessionGate>
        }
    />
);

describe('SessionGate', () => {
    it('opens the layout once the user and the permitted routes are loaded', async () => {
        const { authProvider, callsTo } = authFor('admin', { session: liveSession });
        await renderInAdmin(gated, { authProvider, path: '/cars/list/manageShow?page=2' });
        expect(await screen.findByText('the layout')).toBeInTheDocument();
        expect(callsTo('buyer/user/info')).toBe(1);
    });

    it("opens the layout with who is signed in: the layout's first render has it, and does not render again for it", async () => {
        const { authProvider } = authFor('admin', { session: liveSession });
        const seen: unknown[] = [];
        const Layout = () => {
            const { identity } = useGetIdentity();
            seen.push(identity?.fullName);
            return <p>the layout</p>;
        };
        await renderInAdmin(
            <Route
                path="/cars/list/manageShow"
                element={
                    <SessionGate>
                        <Layout />
                    </SessionGate>
                }
            />,
            { authProvider, path: '/cars/list/manageShow' }
        );
        await screen.findByText('the layout');
        await act(async () => undefined);
        expect(seen.length).toBeGreaterThan(0);
        expect(seen.every(name => typeof name === 'string' && name.length > 0)).toBe(true);
    });

    it('an empty route list shows the verify-failed alert, then leads to login with the redirect', async () => {
        const { authProvider, sessions } = authFor('empty', { session: liveSession });
        await renderInAdmin(gated, { authProvider, path: '/cars/list/manageShow?page=2' });
        const alert = await screen.findByRole('alertdialog');
        expect(alert).toHaveTextContent('验证失败，请重新登录。');
        expect(screen.queryByText('the layout')).not.toBeInTheDocument();
        fireEvent.click(screen.getByRole('button', { name: '确定' }));
        await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(LOGIN_WITH_REDIRECT));
        expect(sessions.get()).toBeUndefined();
    });

    it('a failed user info resets the session, says so, and goes to login with the redirect', async () => {
        const { authProvider, sessions } = authFor({ info: 'garbage', grant: {} }, { session: liveSession });
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        await renderInAdmin(gated, { authProvider, path: '/cars/list/manageShow?page=2' });
        expect(await screen.findByText('验证失败，请重新登录。')).toBeInTheDocument();
        await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(LOGIN_WITH_REDIRECT));
        expect(sessions.get()).toBeUndefined();
        expect(screen.queryByText('the layout')).not.toBeInTheDocument();
    });

    it('follows a session that ends by itself to login with the redirect', async () => {
        const { authProvider, sessions } = authFor('admin', { session: liveSession });
        await renderInAdmin(gated, { authProvider, path: '/cars/list/manageShow?page=2' });
        await screen.findByText('the layout');
        act(() => sessions.clear('expired'));
        await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(LOGIN_WITH_REDIRECT));
    });
});
