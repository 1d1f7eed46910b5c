import type { CallContext } from '../../core/CallContext';
import type { Db } from '../../core/Db';
import type { Endpoint, EndpointIndustry } from '../../core/Endpoint';
import { toFormRecord } from '../shared/crudEndpoints';
import { nowSeconds } from '../../core/nowSeconds';
import { withFields } from '../shared/declaredFields';
import { recordOperation } from '../shared/recordOperation';
import { readFields, type FieldRule } from '../shared/validate';

/**
 * Where a setting is kept: the platform's own settings (`platform_settings`, read by everyone,
 * written only by the union/platform administrator), or one merchant's (`settings`, by `suid`).
 */
export type SettingPlace = 'platform' | { merchant: string };

/** The caller's merchant's settings. */
export const merchantSettings = (ctx: CallContext): SettingPlace => ({ merchant: ctx.user?.suid ?? '' });

/**
 * A settings form stored as one JSON value under `key`: its Info (GET) and Save (POST) calls.
 * Stored as validated and answered as the form reads it (amounts in cents both ways).
 */
export interface SettingGroup {
    /** Platform-wide (the `/supertube/platform` settings) or the caller's merchant's. */
    place: 'platform' | 'merchant';
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

export const readSetting = async <T extends Record<string, unknown>>(db: Db, place: SettingPlace, key: string, defaults: T): Promise<T> => {
    const { rows } =
        place === 'platform'
            ? await db.query<{ value: T }>('SELECT value FROM platform_settings WHERE key = $1', [key])
            : await db.query<{ value: T }>('SELECT value FROM settings WHERE suid = $1 AND key = $2', [place.merchant, key]);
    return { ...defaults, ...rows[0]?.value };
};

export const writeSetting = async (db: Db, place: SettingPlace, key: string, value: Record<string, unknown>) => {
    if (place === 'platform') {
        await db.query(
            `INSERT INTO platform_settings (key, value, update_time) VALUES ($1, $2, $3)
             ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, update_time = EXCLUDED.update_time`,
            [key, JSON.stringify(value), nowSeconds()]
        );
        return;
    }
    // The merchant column takes the writing caller's merchant (db/merchantColumn); the key names it too.
    await db.query(
        `INSERT INTO settings (suid, key, value, update_time) VALUES ($1, $2, $3, $4)
         ON CONFLICT (suid, key) DO UPDATE SET value = EXCLUDED.value, update_time = EXCLUDED.update_time`,
        [place.merchant, key, JSON.stringify(value), nowSeconds()]
    );
};

const placeOf = (group: SettingGroup, ctx: CallContext): SettingPlace => (group.place === 'platform' ? 'platform' : merchantSettings(ctx));

export const settingGroupEndpoints = (group: SettingGroup): Endpoint[] => [
    {
        method: 'GET',
        path: group.info,
        fields: [],
        industries: group.industries,
        handler: async ctx => toFormRecord(await readSetting(ctx.db, placeOf(group, ctx), group.key, group.defaults), group.fields),
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
                    await writeSetting(tx, placeOf(group, ctx), group.key, values);
                    await recordOperation(tx, ctx, '系统设置', `保存${group.label}`);
                });
                return toFormRecord(await readSetting(ctx.db, placeOf(group, ctx), group.key, group.defaults), group.fields);
            },
        },
        group.fields
    ),
];
