import { addonOfPath, refusalOf } from '../../protocol/accessRules';
import type { LiveEventMap, LiveTableEvent } from '../../protocol/liveEvents';
import type { CallTarget } from '../core/authorize';
import type { ExportState } from './changeLog';
import type { Change, Writer } from './liveChange';
import type { LiveRoutes } from './liveRoutes';
import type { LiveStream } from './liveStream';
import { sseLines } from './sseFrame';

/** Whether the stream's caller may make this call: the same rules as every call (authorize), with its merchant's addons. */
const permits = (stream: LiveStream, path: string, target: CallTarget) => {
    let answer = stream.permitted.get(path);
    if (answer === undefined) {
        const addon = addonOfPath(path);
        answer =
            refusalOf({ industries: target.industries, account: target.account, anyRole: target.anyRole }, { ...stream.user, installedAddons: [] }, path) ===
                undefined && !(addon && stream.blockedAddons.has(addon));
        stream.permitted.set(path, answer);
    }
    return answer;
};

/** A merchant's writer is named to its own streams only (a shared table's writer may be another merchant's). */
const writerFor = (stream: LiveStream, by?: Writer) => (by && by.suid === stream.user.suid ? { id: by.id, name: by.name } : undefined);

const tableEvent = (stream: LiveStream, routes: LiveRoutes, change: Change, api: string, withIds: boolean): LiveTableEvent => {
    const by = writerFor(stream, change.by);
    const imported = change.a === 'created' && !!change.by && routes.isList(change.by.call);
    return {
        api,
        ...(withIds && change.ids ? { ids: change.ids } : {}),
        count: change.n,
        action: imported ? 'imported' : change.a,
        ...(by ? { by } : {}),
        at: change.at,
        ...(withIds && change.ids?.length === 1 && change.v !== undefined ? { _version: change.v } : {}),
    };
};

/**
 * What one stream is told of changes it has not had, under its caller's rights: its own export
 * tasks' states, one `badge` event naming the figure calls they may move, and a `table` event per
 * change and list it may read. Frames come without their end, so the caller puts the position on
 * the last. `texts` holds the frames already made for other streams of the same changes: an
 * event that is the same for many streams is made into text once.
 */
export const streamFrames = (
    stream: LiveStream,
    routes: LiveRoutes,
    sequence: 'merchant' | 'shared',
    fresh: readonly Change[],
    exports: readonly ExportState[],
    texts: Map<string, string>
): string[] => {
    const lines = (key: string, event: keyof LiveEventMap, data: () => unknown) => {
        let text = texts.get(key);
        if (text === undefined) texts.set(key, (text = sseLines(event, data())));
        return text;
    };
    const frames: string[] = [];
    for (const task of exports) {
        if (task.user === stream.user.id) frames.push(lines(`export ${task.id}`, 'export', () => ({ id: task.id, status: task.status, rows: task.rows })));
    }
    const calls = new Set<string>();
    for (const change of fresh) {
        for (const endpoint of routes.figures(change.t)) if (permits(stream, endpoint.path, endpoint)) calls.add(endpoint.path);
    }
    if (calls.size) {
        const sorted = [...calls].sort();
        frames.push(lines(`badge ${sorted.join(',')}`, 'badge', () => ({ calls: sorted })));
    }
    for (const change of fresh) {
        const named = writerFor(stream, change.by) ? 'named' : 'unnamed';
        for (const { api, spec, withIds } of routes.lists(change.t)) {
            if (permits(stream, api, spec))
                frames.push(lines(`table ${sequence} ${change.seq} ${api} ${named}`, 'table', () => tableEvent(stream, routes, change, api, withIds)));
        }
    }
    return frames;
};
