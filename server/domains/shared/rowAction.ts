import type { Db } from '../../core/Db';
import type { CallContext } from '../../core/CallContext';
import type { Endpoint, EndpointIndustry } from '../../core/Endpoint';
import { findRow, type CrudResource } from './crudEndpoints';
import { withFields } from './declaredFields';
import { recordOperation } from './recordOperation';
import type { LocalText } from '../../i18n/LocalText';
import { idRule, readFields, readId, type FieldRule } from './validate';
import { readVersion, refuseStale } from './versionGuard';
import { noteWrite } from '../../db/recordHistory';

export interface RowActionSpec {
    path: string;
    industries: EndpointIndustry;
    table: string;
    /** Name of one record: messages and the operator log. */
    label: LocalText;
    /** SQL condition: rows outside it do not exist for the action. */
    scope?: string;
    /** Whose rows these are (as CrudResource.owner): another merchant's id does not exist for the action. */
    owner: CrudResource['owner'];
    /** The input besides the id, read once the row is found and handed to `act` as `values`. */
    fields?: FieldRule[];
    /** The field whose value is the write's reason in the record's history (a blacklist reason, an audit remark). */
    reason?: string;
    /** Checks the row's state (and `values` across fields), writes, and answers the operator-log line. */
    act(tx: Db, row: Record<string, unknown>, ctx: CallContext, values: Record<string, unknown>): Promise<string>;
}

/**
 * A POST action on one row (`id`): the row is locked and the action runs with its
 * operator-log line in one transaction, so a refused action changes nothing. Given the version
 * the caller read (`_version`), an action on a row that has moved on since is refused with what
 * changed (versionGuard), before anything is checked or written.
 */
export const rowAction = (spec: RowActionSpec): Endpoint =>
    withFields(
        {
            method: 'POST',
            path: spec.path,
            industries: spec.industries,
            record: { table: spec.table },
            versioned: true,
            handler: async ctx => {
                const id = readId(ctx.params);
                const expected = readVersion(ctx.params);
                return ctx.db.transaction(async tx => {
                    const row = await findRow(tx, spec, id, { lock: true, ctx });
                    await refuseStale(tx, { table: spec.table, row, expected, record: () => row, fields: spec.fields });
                    const values = readFields(ctx.params, spec.fields ?? []);
                    if (spec.reason && values[spec.reason]) await noteWrite(tx, { reason: String(values[spec.reason]) });
                    const logLine = await spec.act(tx, row, ctx, values);
                    await recordOperation(tx, ctx, spec.label, `${logLine}：#${id} ${row.name ?? row.title ?? ''}`.trim());
                    return { id };
                });
            },
        },
        spec.fields ?? [],
        idRule()
    );
