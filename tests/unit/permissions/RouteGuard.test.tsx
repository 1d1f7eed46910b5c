import { screen } from '@testing-library/react';
import { useEffect } from 'react';
import { useDataProvider, type DataProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Permission } from '../../../src/permissions/Permission';
import { RouteGuard } from '../../../src/permissions/RouteGuard';
import { authFor, liveSession } from '../auth/fakeAccount';
import { renderInAdmin } from './adminHarness';

/** A page that loads its rows the moment it mounts. */
const ListPage = ({ api }: { api: string }) => {
    const dataProvider = useDataProvider();
    useEffect(() => {
        void dataProvider.getList(api, { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} }).catch(() => undefined);
    }, [dataProvider, api]);
    return <p>list page {api}</p>;
};

const dataProviderSpy = () => {
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    return { getList, dataProvider: { getList } as unknown as DataProvider };
};

describe('RouteGuard', () => {
    it('a typed URL of another area shows /401 and makes no data call', async () => {
        const { authProvider } = authFor('operator', { session: liveSession });
        const { getList, dataProvider } = dataProviderSpy();
        await renderInAdmin(
            <Route
                path="/jingpai/record"
                element={
                    <RouteGuard path="/jingpai/record">
                        <ListPage api="seller/jingpai/RecordList" />
                    </RouteGuard>
                }
            />,
            { authProvider, dataProvider, path: '/jingpai/record' }
        );
        expect(await screen.findByText('forbidden page')).toBeInTheDocument();
        expect(screen.getByTestId('location')).toHaveTextContent('/401');
        expect(screen.queryByText(/list page/)).not.toBeInTheDocument();
        expect(getList).not.toHaveBeenCalled();
    });

    it('opens a permitted route', async () => {
        const { authProvider } = authFor('operator', { session: liveSession });
        const { getList, dataProvider } = dataProviderSpy();
        await renderInAdmin(
            <Route
                path="/dealer/fwjl"
                element={
                    <RouteGuard path="/dealer/fwjl">
                        <ListPage api="seller/dealer/VisitList" />
                    </RouteGuard>
                }
            />,
            { authProvider, dataProvider, path: '/dealer/fwjl' }
        );
        expect(await screen.findByText('list page seller/dealer/VisitList')).toBeInTheDocument();
        expect(getList).toHaveBeenCalledTimes(1);
    });
});

describe('Permission', () => {
    it('removes its children when the route is not permitted, and keeps them when it is', async () => {
        const { authProvider } = authFor('operator', { session: liveSession });
        await renderInAdmin(
            <Route
                path="/here"
                element={
                    <>
                        <Permission route="/dealer/store/list">
                            <button>open stores</button>
                        </Permission>
                        <Permission route="seller/dealer/StoreList" action="create">
                            <button>add store</button>
                        </Permission>
                        <Permission route="PluginManage">
                            <button>install plugin</button>
                        </Permission>
                    </>
                }
            />,
            { authProvider, path: '/here' }
        );
        expect(await screen.findByRole('button', { name: 'open stores' })).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'add store' })).not.toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'install plugin' })).not.toBeInTheDocument();
    });

    it('admin sees the buttons its industry permits', async () => {
        const { authProvider } = authFor('admin', { session: liveSession });
        await renderInAdmin(
            <Route
                path="/here"
                element={
                    <Permission route="seller/dealer/StoreList" action="create">
                        <button>add store</button>
                    </Permission>
                }
            />,
            { authProvider, path: '/here' }
        );
        expect(await screen.findByRole('button', { name: 'add store' })).toBeInTheDocument();
    });
});
