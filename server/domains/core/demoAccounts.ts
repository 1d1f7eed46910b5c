/**
 * The demo accounts (the logins of the root README), seeded on first start and printed by `npm
 * start`. The operator belongs to the admin's merchant and holds one role allowing only the
 * dealer area's lists; `dealer2` is a second car merchant with a business of its own, so that
 * isolation between merchants shows.
 */
export interface DemoAccount {
    username: string;
    password: string;
    who: string;
    industry: 'car' | 'offlinepay' | 'admin';
    roles: string[];
    suid: string;
    nickname: string;
    phone: string;
    /** Owner account (same merchant) and role granted, for operators. */
    parent?: string;
    role?: { name: string; description: string; path_arr: string[]; api_arr: string[] };
}

// api_arr is what these pages grant in the console's catalogue; the server cannot read the
// catalogue, so tests/unit/permissions/apiGrants.test.ts pins the two together, and
// tests/contract/domains/catalogueContract.test.ts checks that every path is a catalogue route
// and every call one the server registers.
export const DEALER_CLERK_ROLE = {
    name: '车商专员',
    description: '只能查看车商、4S店、黑名单和拜访记录列表',
    path_arr: ['/dealer/secondHandCarDealer/list', '/dealer/store/list', '/dealer/blacklist/list', '/dealer/fwjl'],
    api_arr: [
        'seller/dealer/DealerList',
        'seller/dealer/DealerInfo',
        'seller/dealer/StoreList',
        'seller/dealer/StoreInfo',
        'seller/dealer/BlackList',
        'seller/dealer/VisitList',
    ],
};

const firstAccounts: DemoAccount[] = [
    {
        username: 'admin',
        password: 'Admin@2026',
        who: '商户主账号，二手车行业',
        industry: 'car',
        roles: ['admin'],
        suid: '10001',
        nickname: '诚信二手车',
        phone: '13800138000',
    },
    {
        username: 'operator',
        password: 'Operator@2026',
        who: '操作员，只能查看车商区的列表',
        industry: 'car',
        roles: [DEALER_CLERK_ROLE.name],
        suid: '10001',
        nickname: '王小明',
        phone: '13900139000',
        parent: 'admin',
        role: DEALER_CLERK_ROLE,
    },
    {
        username: 'bank',
        password: 'Bank@2026',
        who: '农商行员工端（offlinepay）',
        industry: 'offlinepay',
        roles: ['admin'],
        suid: '20001',
        nickname: '农商银行城东支行',
        phone: '13700137000',
    },
    {
        username: 'platform',
        password: 'Platform@2026',
        who: '联盟/平台管理员',
        industry: 'admin',
        roles: ['admin'],
        suid: '90001',
        nickname: '平台运营中心',
        phone: '13600136000',
    },
    // A union merchant (docs/console.md §4/§6: industry admin with role supplier): sees the payment wallet, not the supply goods.
    {
        username: 'union',
        password: 'Union@2026',
        who: '联盟商户，看得到支付钱包，看不到供货商品',
        industry: 'admin',
        roles: ['supplier'],
        suid: '90002',
        nickname: '安心车联盟店',
        phone: '13500135000',
    },
];

/** Seeded after the first accounts, which thereby keep the ids and rows they had before. */
const laterAccounts: DemoAccount[] = [
    {
        username: 'dealer2',
        password: 'Dealer2@2026',
        who: '另一家二手车商户，有自己的车商、车辆、订单和保证金',
        industry: 'car',
        roles: ['admin'],
        suid: '10002',
        nickname: '鑫盛二手车',
        phone: '13300133000',
    },
];

/** The accounts in the order they are seeded: a group at a time, owners before their operators. */
export const demoAccountGroups: readonly DemoAccount[][] = [firstAccounts, laterAccounts];

export const demoAccounts: DemoAccount[] = demoAccountGroups.flat();
