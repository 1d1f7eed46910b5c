import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ListBase, useListContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { EmptyRows } from '../../../src/schema/EmptyRows';
import { fakeTableProvider } from './fakeTableProvider';
import { everyTypeDefinition } from './fixtures';
import { renderWithAdmin } from './renderWithAdmin';

const Applied = () => <output aria-label="applied">{JSON.stringify(useListContext().filterValues)}</output>;

const renderEmpty = (path: string) =>
    renderWithAdmin(
        <ListBase resource="seller/test/EveryType" storeKey={false} filter={{ installed: 1 }}>
            <EmptyRows />
            <Applied />
        </ListBase>,
        fakeTableProvider(everyTypeDefinition, []),
        path
    );

describe('EmptyRows', { timeout: 30_000 }, () => {
    it('says the filters emptied the list and resets them', async () => {
        renderEmpty(`/list?filter=${encodeURIComponent(JSON.stringify({ name: '无此车商' }))}`);
        expect(await screen.findByText('当前筛选条件下没有数据')).toBeInTheDocument();
        expect(screen.getByText('暂无数据')).toBeInTheDocument();
        fireEvent.click(screen.getByRole('button', { name: '重置' }));
        await waitFor(() => expect(screen.getByLabelText('applied')).toHaveTextContent('{}'));
        expect(screen.queryByRole('button', { name: '重置' })).not.toBeInTheDocument();
    });

    it('offers no 重置 when only the route’s fixed filter applies', async () => {
        renderEmpty('/list');
        expect(await screen.findByText('暂无数据')).toBeInTheDocument();
        expect(screen.queryByText('当前筛选条件下没有数据')).not.toBeInTheDocument();
        expect(screen.queryByRole('button', { name: '重置' })).not.toBeInTheDocument();
    });
});
