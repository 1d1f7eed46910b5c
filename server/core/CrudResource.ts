import type { IndustrySet } from '../../protocol/accessRules';
import type { CallContext } from './CallContext';
import type { Db } from './Db';
import type { FieldRule } from './FieldRule';
import type { LocalText } from '../i18n/LocalText';

type Row = Record<string, unknown>;

/** The create/update/getOne/delete calls of one editable resource (docs/protocol.md §8 "Writes"). */
export interface CrudResource {
    /** Name of one record, used in messages and (in zh-cn) the operator log: `车商`. */
    label: LocalText;
    table: string;
    industries: IndustrySet;
    fields: FieldRule[];
    /** SQL condition on the table's columns; rows outside it do not exist for these calls. */
    scope?: string;
    /**
     * Whose rows these are: a merchant's (the column holding its `suid`: another merchant's rows
     * do not exist for these calls, new rows get the caller's), or shared, with the reason.
     */
    owner: { merchant: string } | { shared: string };
    info?: string;
    create?: string;
    update?: string;
    /** Accepts GET `?id=` and POST `{id}`. */
    remove?: string;
    /** Columns set by the server on create (create_time, kind, status…). */
    createDefaults?: (ctx: CallContext) => Row;
    /** Columns set by the server on update (update_time…). */
    updateDefaults?: (ctx: CallContext) => Row;
    /** Business checks of a write, after field checks; `existing` on update. Throws ProtocolError. */
    check?: (tx: Db, values: Row, existing: Row | undefined, ctx: CallContext) => Promise<void>;
    /** Keeps copies elsewhere in step after a create or update (e.g. role names on users). */
    afterWrite?: (tx: Db, id: number, ctx: CallContext) => Promise<void>;
    /** Refuses a delete by throwing ProtocolError. */
    beforeDelete?: (tx: Db, row: Row, ctx: CallContext) => Promise<void>;
    /** The record getOne answers, extra columns included (default: the table row). */
    infoSql?: string;
}
