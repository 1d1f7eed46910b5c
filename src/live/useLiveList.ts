import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDataProvider, useListContext, type Identifier } from 'react-admin';
import { ROWS_BY_KEY_LIMIT, ROWS_BY_KEY_PARAM } from '../../protocol/liveEvents';
import type { MerchantDataProvider } from '../dataProvider/dataProvider';
import { foldChange, hasChanges, noChanges } from './listChanges';
import type { LiveListState } from './LiveListContext';
import { useLiveEvents } from './useLiveEvents';

/** Events that come together (a save writes its row and its log) are handled as one. */
const BATCH_MS = 250;

type Row = Record<string, unknown>;
type ListReply = { data: Row[] } & Record<string, unknown>;

export interface LiveListOptions {
    api: string;
    /** The definition's key: the rows' `id` is its value. */
    pk: string;
    /** The entry's fixed filter, which the list context's filter values leave out. */
    fixedFilter?: Record<string, unknown>;
}

const chunks = (keys: readonly string[]) =>
    Array.from({ length: Math.ceil(keys.length / ROWS_BY_KEY_LIMIT) }, (_, i) => keys.slice(i * ROWS_BY_KEY_LIMIT, (i + 1) * ROWS_BY_KEY_LIMIT));

/**
 * A generated list that follows other operators' writes (docs/protocol.md §17): rows of its page
 * that changed are read again by key (`_ids`) and replaced in place in every cached page of the
 * list, so the selection, the scroll position and open menus stay; rows deleted are struck through
 * until the next refetch; new rows of the current filter wait behind a chip instead of moving the
 * table under the cursor. A backend that ignores `_ids` gets the page read again instead.
 * Nothing here shows an error: a failed read only offers the refetch.
 */
export const useLiveList = ({ api, pk, fixedFilter }: LiveListOptions): LiveListState => {
    const { data, filterValues, refetch, isFetching } = useListContext();
    const dataProvider = useDataProvider<MerchantDataProvider>();
    const queryClient = useQueryClient();
    const [deleted, setDeleted] = useState<ReadonlySet<string>>(() => new Set());
    const [waiting, setWaiting] = useState<{ keys: ReadonlySet<string>; changed: boolean }>(() => ({ keys: new Set(), changed: false }));
    const pending = useRef(noChanges());
    const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
    const latest = useRef({ data, filterValues, refetch });
    useEffect(() => {
        latest.current = { data, filterValues, refetch };
    });

    // A refetch that ends shows the list as it now is: nothing is struck through or waiting any
    // more. A list with nothing of the kind keeps its state: the first fetch's end, as the rows
    // show, renders nothing again.
    const wasFetching = useRef(isFetching);
    useEffect(() => {
        if (wasFetching.current && !isFetching) {
            setDeleted(before => (before.size ? new Set() : before));
            setWaiting(before => (before.keys.size || before.changed ? { keys: new Set(), changed: false } : before));
        }
        wasFetching.current = isFetching;
    }, [isFetching]);

    useEffect(() => () => clearTimeout(timer.current), []);

    const onPage = () => new Set((latest.current.data ?? []).map(row => String(row.id)));

    /** The rows of these keys within `filter`, or undefined when the backend does not read by key (or the read failed). */
    const readRows = async (keys: readonly string[], filter: Record<string, unknown>): Promise<Row[] | undefined> => {
        const found: Row[] = [];
        for (const part of chunks(keys)) {
            const reply = await dataProvider
                .call<{ data?: unknown }>(api, { params: { ...filter, page: 1, limit: part.length, [ROWS_BY_KEY_PARAM]: part.join(',') }, hideError: true })
                .catch(() => undefined);
            if (!reply || !Array.isArray(reply.data)) return undefined;
            const asked = new Set(part);
            const rows = reply.data as Row[];
            // A backend without `_ids` answers a page of other rows.
            if (rows.some(row => !asked.has(String(row[pk])))) return undefined;
            found.push(...rows);
        }
        return found;
    };

    const flush = async () => {
        timer.current = undefined;
        const changes = pending.current;
        pending.current = noChanges();
        if (changes.reset) {
            latest.current.refetch();
            return;
        }
        const shown = onPage();
        const gone = [...changes.deleted].filter(key => shown.has(key));
        if (gone.length) setDeleted(before => new Set([...before, ...gone]));
        const changed = [...changes.updated].filter(key => shown.has(key));
        if (changed.length) {
            const rows = await readRows(changed, {});
            if (!rows) latest.current.refetch();
            else {
                const fresh = new Map(rows.map(row => [String(row[pk]), { ...row, id: row[pk] as Identifier }]));
                queryClient.setQueriesData<ListReply>({ queryKey: [api, 'getList'] }, old =>
                    old && Array.isArray(old.data) ? { ...old, data: old.data.map(row => fresh.get(String(row.id)) ?? row) } : old
                );
                // Read by key yet not there: deleted, or out of the caller's reach now.
                const vanished = changed.filter(key => !fresh.has(key));
                if (vanished.length) setDeleted(before => new Set([...before, ...vanished]));
            }
        }
        const created = [...changes.created].filter(key => !shown.has(key));
        if (created.length) {
            const rows = await readRows(created, { ...fixedFilter, ...latest.current.filterValues });
            if (!rows) setWaiting(before => ({ ...before, changed: true }));
            else if (rows.length) setWaiting(before => ({ ...before, keys: new Set([...before.keys, ...rows.map(row => String(row[pk]))]) }));
        }
        if (changes.unnamed) setWaiting(before => ({ ...before, changed: true }));
    };

    useLiveEvents(event => {
        const next = foldChange(pending.current, event, api);
        if (next === pending.current || !hasChanges(next)) return;
        pending.current = next;
        timer.current ??= setTimeout(() => void flush(), BATCH_MS);
    });

    return useMemo(() => {
        const shown = new Set((data ?? []).map(row => String(row.id)));
        return {
            isDeleted: id => deleted.has(String(id)) && shown.has(String(id)),
            waiting: { count: [...waiting.keys].filter(key => !shown.has(key)).length, changed: waiting.changed },
            showWaiting: () => {
                setWaiting({ keys: new Set(), changed: false });
                refetch();
            },
        };
    }, [data, deleted, waiting, refetch]);
};
