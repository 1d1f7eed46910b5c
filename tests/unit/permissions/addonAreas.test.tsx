import { fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { addonOfPath } from '../../../protocol/accessRules';
import { routeCalls } from '../../../src/permissions/apiGrants';
import { buildPermissions, parseUserInfo } from '../../../src/permissions/buildPermissions';
import { permittedRoutes, routesAwaitingAddon } from '../../../src/permissions/permittedRoutes';
import { RouteGuard } from '../../../src/permissions/RouteGuard';
import { useReloadPermissions } from '../../../src/authProvider/useReloadPermissions';
import { catalogue } from '../../../src/app/catalogue';
import { authFor, demoAddons, liveSession } from '../auth/fakeAccount';
import { renderInAdmin } from './adminHarness';

const pathsOf = (section: string) => catalogue.filter(entry => entry.section === section).map(entry => entry.path);
const grant = (industry: string, installedAddons: string[]) => ({ industry, roles: ['admin'], pathArr: ['*'], installedAddons });

describe('addon-backed areas of the real catalogue', () => {
    it('every route calling an addon`s api is tied to that addon, and no other route is', () => {
        for (const entry of catalogue) {
            const addons = new Set(routeCalls(catalogue, entry).flatMap(call => addonOfPath(call) ?? []));
            expect([...addons], entry.path).toEqual(entry.addon ? [entry.addon] : []);
        }
        expect(new Set(catalogue.filter(entry => entry.section === 'jingpai').map(entry => entry.addon))).toEqual(new Set(['jp']));
        expect(new Set(catalogue.filter(entry => entry.section === 'user' || entry.section === 'financenh').map(entry => entry.addon))).toEqual(
            new Set(['ngp'])
        );
    });

    it('the auction area follows jp; the plugin manager stays', () => {
        const without = permittedRoutes(catalogue, grant('car', []));
        for (const path of pathsOf('jingpai')) expect(without.has(path), path).toBe(false);
        for (const path of pathsOf('plugin')) expect(without.has(path), path).toBe(true);
        const withJp = permittedRoutes(catalogue, grant('car', ['jp']));
        for (const path of pathsOf('jingpai')) expect(withJp.has(path), path).toBe(true);
    });

    it('the bank staff and finance areas follow ngp', () => {
        const without = permittedRoutes(catalogue, grant('offlinepay', ['jp']));
        for (const path of [...pathsOf('user'), ...pathsOf('financenh')]) expect(without.has(path), path).toBe(false);
        const withNgp = permittedRoutes(catalogue, grant('offlinepay', ['ngp']));
        for (const path of [...pathsOf('user'), ...pathsOf('financenh')]) expect(withNgp.has(path), path).toBe(true);
    });

    it('only routes the user would otherwise have await an addon', () => {
        const awaiting = routesAwaitingAddon(catalogue, grant('car', ['ngp']));
        expect([...awaiting.keys()].sort()).toEqual([...pathsOf('jingpai'), ...pathsOf('marketing')].sort());
        expect(new Set(awaiting.values())).toEqual(new Set(['jp', 'lottery', 'seckill', 'group']));
        // The bank has no auction area at all: nothing awaits jp there.
        expect([...routesAwaitingAddon(catalogue, grant('offlinepay', ['ngp'])).keys()]).toEqual([]);
        const restricted = { industry: 'car', roles: ['clerk'], pathArr: ['/jingpai/record'], installedAddons: [] };
        expect([...routesAwaitingAddon(catalogue, restricted).keys()]).toEqual(['/jingpai/record']);
    });

    it('reads the installed addons and their names from SupplierAddonList', () => {
        const info = parseUserInfo({ industry_type: 'car', roles: ['admin'] });
        const permissions = buildPermissions(catalogue, info, { path_arr: ['*'], api_arr: ['*'] }, demoAddons());
        expect(permissions.installedAddons).toEqual(['jp', 'ngp']);
        expect(permissions.addonNames).toMatchObject({ jp: '车辆竞拍', lottery: '幸运抽奖' });
        const broken = buildPermissions(catalogue, info, { path_arr: ['*'] }, { nonsense: true });
        expect(broken.installedAddons).toEqual([]);
        expect(broken.routes.has('/jingpai/record')).toBe(false);
    });
});

const Reload = () => {
    const reload = useReloadPermissions();
    return (
        <button type="button" onClick={() => void reload()}>
            reload
        </button>
    );
};

describe('a route of an addon not installed', () => {
    it('shows the plugin-not-installed page with a link to install, and the page once installed, without a reload', async () => {
        let addons = demoAddons().map(addon => (addon.key === 'jp' ? { ...addon, installed: false } : addon));
        const { authProvider } = authFor('admin', { session: liveSession, addons: () => addons });
        await renderInAdmin(
            <Route
                path="/jingpai/record"
                element={
                    <>
                        <Reload />
                        <RouteGuard path="/jingpai/record">
                            <p>bid records</p>
                        </RouteGuard>
                    </>
                }
            />,
            { authProvider, path: '/jingpai/record' }
        );
        expect(await screen.findByText('此页面属于插件「车辆竞拍」，该插件尚未安装。安装后即可使用。')).toBeInTheDocument();
        expect(await screen.findByRole('link', { name: '前往安装' })).toHaveAttribute('href', '/plugin/manage');
        expect(screen.queryByText('bid records')).not.toBeInTheDocument();
        expect(screen.getByTestId('location')).toHaveTextContent('/jingpai/record');

        addons = demoAddons();
        fireEvent.click(screen.getByRole('button', { name: 'reload' }));
        expect(await screen.findByText('bid records')).toBeInTheDocument();
        expect(screen.queryByText(/该插件尚未安装/)).not.toBeInTheDocument();
    });

    it('an operator without the plugin manager gets no install link', async () => {
        const addons = demoAddons().map(addon => ({ ...addon, installed: false }));
        const clerk = { info: { uid: 9, nickname: '竞拍专员', industry_type: 'car', roles: ['clerk'] }, grant: { path_arr: ['/jingpai/record'], api_arr: [] } };
        const { authProvider } = authFor(clerk, { session: liveSession, addons: () => addons });
        await renderInAdmin(
            <Route
                path="/jingpai/record"
                element={
                    <RouteGuard path="/jingpai/record">
                        <p>bid records</p>
                    </RouteGuard>
                }
            />,
            { authProvider, path: '/jingpai/record' }
        );
        expect(await screen.findByText(/该插件尚未安装/)).toBeInTheDocument();
        expect(screen.queryByRole('link', { name: '前往安装' })).not.toBeInTheDocument();
    });
});
