import type { Db } from '../../core/Db';
import type { CallContext } from '../../core/CallContext';
import type { Endpoint, EndpointIndustry } from '../../core/Endpoint';
import { findRow, type CrudResource } from './crudEndpoints';
import { withFields } from './declaredFields';
import { recordOperation } from './recordOperation';
import type { LocalText } from '../../i18n/LocalText';
import { idRule, readFields, readId, type FieldRule } from './validate';

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
    /** Checks the row's state (and `values` across fields), writes, and answers the operator-log line. */
    act(tx: Db, row: Record<string, unknown>, ctx: CallContext, values: Record<string, unknown>): Promise<string>;
}

/**
 * A POST action on one row (`id`): the row is locked and the action runs with its
 * operator-log line in one transaction, so a refused action changes nothing.
 */
export const rowAction = (spec: RowActionSpec): Endpoint =>
    withFields(
        {
            method: 'POST',
            path: spec.path,
            industries: spec.industries,
            record: { table: spec.table },
            handler: async ctx => {
                const id = readId(ctx.params);
                return ctx.db.transaction(async tx => {
                    const row = await findRow(tx, spec, id, { lock: true, ctx });
                    const values = readFields(ctx.params, spec.fields ?? []);
                    const logLine = await spec.act(tx, row, ctx, values);
                    await recordOperation(tx, ctx, spec.label, `${logLine}：#${id} ${row.name ?? row.title ?? ''}`.trim());
                    return { id };
                });
            },
        },
        spec.fields ?? [],
        idRule()
    );
