import type { Db } from '../../core/Db';
import { versionRule, type FieldRule } from '../../core/FieldRule';
import { ProtocolError } from '../../core/ProtocolError';
import { MERCHANT_COLUMN } from '../../core/TableOwner';
import { changedSince, secretColumns, VERSION_COLUMN } from '../../db/recordHistory';
import { readField } from './validate';

type Row = Record<string, unknown>;

/** The refusal of a stale write (docs/protocol.md §16): recognised by `data.conflict`, never by its text. */
export interface Conflict {
    /** The record's version now. */
    _version: number;
    /** The record now, as its getOne answers it. */
    record: Row;
    /** The fields changed since the caller's version (by their names on the wire). */
    changed: string[];
}

/** The version a write names, or undefined: a write without one is not guarded, as before versions. */
export const readVersion = (params: Record<string, unknown>): number | undefined => {
    const raw = params[versionRule.name];
    if (raw === undefined || raw === null || raw === '') return undefined;
    return readField<number>(params, { ...versionRule, required: true });
};

export interface StaleCheck {
    table: string;
    /** The row as the write found it, locked (`FOR UPDATE`), so no other write can move it meanwhile. */
    row: Row;
    /** The version the caller read. */
    expected: number | undefined;
    /** The record as the caller would read it now (its getOne's shape). */
    record: () => Row | Promise<Row>;
    /** The resource's write fields: a column is named by its field's name. */
    fields?: readonly FieldRule[];
    /** Columns every write sets itself (update_time…): not another person's change. */
    ignored?: readonly string[];
}

/**
 * Refuses a write made against a version the record has moved on from: nothing is written, and
 * the refusal carries the record now and what changed since. When the revisions since that
 * version are not all kept (a write no account made, or a purged one), every field the row has
 * is named: the caller then asks rather than merges.
 */
export const refuseStale = async (db: Db, check: StaleCheck): Promise<void> => {
    const { row, expected } = check;
    const current = Number(row[VERSION_COLUMN]);
    if (expected === undefined || !Number.isFinite(current) || current === expected) return;
    const merchant = typeof row[MERCHANT_COLUMN] === 'string' ? (row[MERCHANT_COLUMN] as string) : undefined;
    const columns = (await changedSince(db, { table: check.table, id: Number(row.id), merchant, since: expected, current })) ?? Object.keys(row);
    const byColumn = new Map((check.fields ?? []).map(rule => [rule.column ?? rule.name, rule.name]));
    const skipped = new Set([...(check.ignored ?? []), VERSION_COLUMN, MERCHANT_COLUMN, 'id']);
    const changed = [...new Set(columns.filter(column => !skipped.has(column)).map(column => byColumn.get(column) ?? column))];
    // The copy of the record leaves out what no call shows, whatever the caller's read put in.
    const secret = await secretColumns(db, check.table);
    const record = Object.fromEntries(Object.entries(await check.record()).filter(([column]) => !secret.includes(column)));
    const conflict: Conflict = { _version: current, record, changed: changed.filter(column => !secret.includes(column)) };
    throw new ProtocolError('该记录已被他人修改', { conflict });
};
