import { screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ExportDrawer } from '../../../src/layout/exportTasks/ExportDrawer';
import { useExportDrawer } from '../../../src/layout/exportTasks/useExportDrawer';
import { LiveClientContext } from '../../../src/live/LiveClientContext';
import { fakeLiveClient } from '../live/fakeLiveClient';
import { renderWithAdmin } from '../schema/renderWithAdmin';

const task = (status: number, excel = '') => ({ id: 1, name: 'StoreList', status, excel, create_time: 1_795_000_000 });

const OpenDrawer = () => {
    const [, setOpen] = useExportDrawer();
    useEffect(() => setOpen(true), [setOpen]);
    return <ExportDrawer />;
};

describe('the export drawer, live', () => {
    it('reads the tasks again after a move that comes while its first read is under way', async () => {
        let answerFirst: (reply: unknown) => void = () => undefined;
        const getList = vi
            .fn()
            .mockImplementationOnce(() => new Promise(resolve => (answerFirst = resolve)))
            .mockImplementation(async () => ({ data: [task(2, '/api/v1/files/StoreList.xlsx')], total: 1 }));
        const live = fakeLiveClient();
        renderWithAdmin(
            <LiveClientContext.Provider value={live.client}>
                <OpenDrawer />
            </LiveClientContext.Provider>,
            { getList, signedUrl: (path: string) => `/api/v1/${path}?signed`, call: vi.fn() }
        );
        await waitFor(() => expect(getList).toHaveBeenCalledTimes(1));
        // The task is done while the drawer's first read, begun before, is still on its way.
        live.emit({ type: 'export', data: { id: 1, status: 2, rows: 10 } });
        answerFirst({ data: [task(1)], total: 1 });
        expect(await screen.findByText('已完成', {}, { timeout: 10_000 })).toBeInTheDocument();
        expect(getList).toHaveBeenCalledTimes(2);
    });
});
