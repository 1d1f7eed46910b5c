import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useGetIdentity } from 'react-admin';
import type { LiveWriter } from '../../protocol/liveEvents';
import { useLiveEvents } from './useLiveEvents';

/** A write by someone else to the record a form shows. */
export interface RecordChange {
    action: 'updated' | 'deleted';
    by?: LiveWriter;
    /** The writer is this account (in another window or tab). */
    byMe: boolean;
    /** Unix seconds of the commit. */
    at: number;
    /** The record's version after the write, where the table keeps one. */
    version?: number;
}

/** This long after its own save, a form takes a write by its own account to be that save. */
const OWN_SAVE_MS = 5000;

export interface RecordChangeOptions {
    /** The form is saving now: a write by its own account meanwhile is its own. */
    saving?: boolean;
    /** The version the form holds (`_version` of the record it read): an event not past it is no news. */
    version?: unknown;
}

/**
 * The latest change to one record (list api and key) that the live stream reports while a form
 * shows it, written by someone else (another operator, or this account elsewhere, but not this
 * form's own save). `reload` reads the record again (the form then shows what is stored).
 */
export const useRecordChange = (api: string | undefined, id: string | undefined, { saving = false, version }: RecordChangeOptions = {}) => {
    const { identity } = useGetIdentity();
    const queryClient = useQueryClient();
    const [change, setChange] = useState<RecordChange>();
    const savedAt = useRef(0);
    const wasSaving = useRef(saving);
    useEffect(() => {
        if (wasSaving.current && !saving) savedAt.current = Date.now();
        wasSaving.current = saving;
    }, [saving]);
    // Another record, another banner.
    useEffect(() => setChange(undefined), [api, id]);

    useLiveEvents(event => {
        if (event.type !== 'table' || !api || id === undefined || event.data.api !== api) return;
        const { action, ids, by, at, _version } = event.data;
        if ((action !== 'updated' && action !== 'deleted') || !ids?.some(key => String(key) === id)) return;
        const byMe = !!by && identity?.id !== undefined && String(by.id) === String(identity.id);
        if (byMe && (saving || Date.now() - savedAt.current < OWN_SAVE_MS)) return;
        if (typeof version === 'number' && _version !== undefined && _version <= version) return;
        setChange({ action, by, byMe, at, ...(_version !== undefined ? { version: _version } : {}) });
    });

    return {
        change,
        dismiss: () => setChange(undefined),
        reload: () => {
            setChange(undefined);
            if (api && id !== undefined) void queryClient.invalidateQueries({ queryKey: [api, 'getOne', { id: String(id) }] });
        },
    };
};
