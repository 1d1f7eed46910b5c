import type { Db } from '../../core/Db';
import type { Endpoint, EndpointIndustry } from '../../core/Endpoint';
import { toFormRecord } from '../shared/crudEndpoints';
import { nowSeconds } from '../../core/nowSeconds';
import { withFields } from '../shared/declaredFields';
import { recordOperation } from '../shared/recordOperation';
import { readFields, type FieldRule } from '../shared/validate';

/**
 * A settings form stored as one JSON value under `key`: its Info (GET) and Save (POST) calls.
 * Stored as validated and answered as the form reads it (amounts in cents both ways).
 */
export interface SettingGroup {
    key: string;
    label: string;
    industries: EndpointIndustry;
    info: string;
    save: string;
    fields: FieldRule[];
    defaults: Record<string, unknown>;
    /** Extra checks across fields; throws ProtocolError. */
    check?: (values: Record<string, unknown>) => void;
}

export const readSetting = async <T extends Record<string, unknown>>(db: Db, key: string, defaults: T): Promise<T> => {
    const { rows } = await db.query<{ value: T }>('SELECT value FROM settings WHERE key = $1', [key]);
    return { ...defaults, ...rows[0]?.value };
};

export const writeSetting = async (db: Db, key: string, value: Record<string, unknown>) => {
    await db.query(
        `INSERT INTO settings (key, value, update_time) VALUES ($1, $2, $3)
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, update_time = EXCLUDED.update_time`,
        [key, JSON.stringify(value), nowSeconds()]
    );
};

export const settingGroupEndpoints = (group: SettingGroup): Endpoint[] => [
    {
        method: 'GET',
        path: group.info,
        fields: [],
        industries: group.industries,
        handler: async ({ db }) => toFormRecord(await readSetting(db, group.key, group.defaults), group.fields),
    },
    withFields(
        {
            method: 'POST',
            path: group.save,
            industries: group.industries,
            handler: async ctx => {
                const values = readFields(ctx.params, group.fields);
                group.check?.(values);
                await ctx.db.transaction(async tx => {
                    await writeSetting(tx, group.key, values);
                    await recordOperation(tx, ctx, '系统设置', `保存${group.label}`);
                });
                return toFormRecord(await readSetting(ctx.db, group.key, group.defaults), group.fields);
            },
        },
        group.fields
    ),
];
