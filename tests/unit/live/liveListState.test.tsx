import { render } from '@testing-library/react';
import { CoreAdminContext, ListContextProvider, testDataProvider, type ListControllerResult } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { LiveListState } from '../../../src/live/LiveListContext';
import { useLiveList } from '../../../src/live/useLiveList';

const rows = [{ id: 1, name: '鑫源二手车' }];
const refetch = vi.fn();

describe("a live list's state", () => {
    it('stays as it is when a fetch ends with nothing struck through or waiting: the list renders nothing again', () => {
        const states: LiveListState[] = [];
        const Probe = () => {
            states.push(useLiveList({ api: 'seller/test/EveryType', pk: 'id' }));
            return null;
        };
        // A list context as react-admin's list controller gives it, fetching or not.
        const list = (isFetching: boolean) => (
            <CoreAdminContext dataProvider={testDataProvider()}>
                <ListContextProvider value={{ data: rows, filterValues: {}, refetch, isFetching } as unknown as ListControllerResult}>
                    <Probe />
                </ListContextProvider>
            </CoreAdminContext>
        );
        const { rerender } = render(list(true));
        const rendered = states.length;
        rerender(list(false));
        // One render for the new context, none after it: the state is the same object.
        expect(states).toHaveLength(rendered + 1);
        expect(states[states.length - 1]).toBe(states[rendered - 1]);
        expect(states[states.length - 1].waiting).toEqual({ count: 0, changed: false });
    });
});
