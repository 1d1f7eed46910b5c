import type { Db } from '../../core/Db';
import { insertRows } from '../shared/insertRows';
import { createPrng } from '../shared/Prng';
import { DAY, SEED_NOW } from '../shared/seedClock';
import { ipAddress } from '../shared/seedWords/people';

const operations: Array<[string, string]> = [
    ['车商', '审核通过：车商入驻申请'],
    ['车商', '充值保证金10000.00元'],
    ['车辆', '上架车辆'],
    ['车辆', '下架车辆'],
    ['车辆', '编辑车辆#售价'],
    ['竞拍', '确认成交'],
    ['竞拍', '重新上拍'],
    ['广告', '编辑广告#首页轮播'],
    ['保证金退款', '通过退款申请'],
    ['角色', '编辑角色#车商专员'],
];

/** History of the demo merchants: console logins and operator-log lines of their accounts. */
export const seedSettingLogs = async (db: Db) => {
    const rng = createPrng(7007);
    const { rows: users } = await db.query<{ id: number; username: string; suid: string }>('SELECT id, username, suid FROM users ORDER BY id');
    if (users.length === 0) return;
    const logins: unknown[][] = [];
    const logs: unknown[][] = [];
    for (const user of users) {
        const ip = ipAddress(rng);
        for (let day = 90; day > 0; day -= rng.int(1, 4)) {
            const time = SEED_NOW - day * DAY + rng.int(8 * 3600, 11 * 3600) - 8 * 3600;
            const failed = rng.chance(0.08);
            if (failed) logins.push([user.id, user.username, user.suid, 0, 1, ipAddress(rng), '密码错误', time - 120]);
            logins.push([user.id, user.username, user.suid, 1, rng.chance(0.8) ? 1 : 2, ip, '登录成功', time]);
            if (user.username === 'admin' || user.username === 'operator') {
                for (let n = rng.int(0, 3); n > 0; n--) {
                    const [module, content] = rng.pick(operations);
                    logs.push([user.id, user.suid, user.username, module, `${content}：#${rng.int(1, 300)}`, ip, time + rng.int(60, 6 * 3600)]);
                }
            }
        }
    }
    await insertRows(db, 'login_logs', ['user_id', 'username', 'suid', 'success', 'type', 'ip', 'msg', 'create_time'], logins);
    await insertRows(db, 'operator_logs', ['user_id', 'suid', 'username', 'module', 'content', 'ip', 'create_time'], logs);
};
