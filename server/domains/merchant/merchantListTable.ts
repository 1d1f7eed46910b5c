import { MERCHANT_STATUS } from '../../core/merchantStatus';
import { platformMerchantSql } from '../../core/platformMerchantSql';
import type { TableSpec } from '../../tables/TableSpec';
import { MERCHANT_ACTIONS, industryOptions, merchantActionsOptions, merchantStatusOptions } from './merchantOptions';

/** The merchant's rows in one of its main tables. */
const rowCount = (table: string) => `(SELECT count(*) FROM ${table} x WHERE x.suid = m.suid)`;

/**
 * /supertube/merchant/list: every merchant of the marketplace with its owner account, its state
 * and how much it holds in its main tables (accounts, dealers, vehicles, buyers, shop orders, a
 * bank's staff). The counts read every merchant's rows, which only a named cross-merchant call may
 * (the list is served by `platform/merchant/MerchantList`, merchantEndpoints.ts). A merchant being
 * removed shows how far it got, or what stopped it. The platform's own merchant offers no
 * suspension or removal (`actions`).
 */
export const merchantListTable: TableSpec = {
    api: 'platform/merchant/MerchantList',
    industries: 'admin',
    account: 'platform',
    from: `(SELECT m.suid, m.name, m.industry, m.status, m.create_time, m.status_time,
                   coalesce(o.username, '') AS owner, coalesce(o.phone, '') AS owner_phone,
                   ${rowCount('users')} AS accounts, ${rowCount('dealers')} AS dealers, ${rowCount('vehicles')} AS vehicles,
                   ${rowCount('members')} AS members, ${rowCount('shop_orders')} AS orders, ${rowCount('ngp_staff')} AS staff,
                   CASE WHEN ${platformMerchantSql('m.suid')} THEN '${MERCHANT_ACTIONS.platform}'
                        WHEN m.status = ${MERCHANT_STATUS.active} THEN '${MERCHANT_ACTIONS.active}'
                        WHEN m.status = ${MERCHANT_STATUS.suspended} THEN '${MERCHANT_ACTIONS.suspended}'
                        ELSE '${MERCHANT_ACTIONS.removing}' END AS actions,
                   CASE WHEN m.status <> ${MERCHANT_STATUS.removing} THEN ''
                        WHEN m.removal_error <> '' THEN m.removal_error
                        ELSE m.removal_done || ' / ' || m.removal_rows END AS removal
              FROM merchants m
              LEFT JOIN LATERAL (SELECT username, phone FROM users u WHERE u.suid = m.suid AND u.parent_id IS NULL ORDER BY u.id LIMIT 1) o ON true) AS merchant_rows`,
    owner: { shared: "the platform's registry of merchants, which only the platform administrator lists" },
    pk: 'suid',
    columns: {
        suid: { title: '商户编号', sort: true, item_width: 100 },
        name: { title: '商户名称', item_width: 160, item_align: 'left' },
        industry: { title: '所属行业', type: 'select', options: industryOptions, item_width: 100 },
        owner: { title: '主账号', item_width: 130 },
        owner_phone: { title: '手机号', item_width: 130 },
        status: { title: '状态', type: 'select', options: merchantStatusOptions, sort: true, item_width: 90 },
        accounts: { title: '账号数', type: 'number', item_width: 90 },
        dealers: { title: '车商数', type: 'number', item_width: 90 },
        vehicles: { title: '车辆数', type: 'number', item_width: 90 },
        members: { title: '会员数', type: 'number', item_width: 90 },
        orders: { title: '订单数', type: 'number', item_width: 90 },
        staff: { title: '员工数', type: 'number', item_width: 90 },
        removal: { title: '删除进度', item_width: 140 },
        create_time: { title: '创建时间', type: 'datetime', sort: true, item_width: 170 },
        // What the row's actions follow: none offers what the server would refuse.
        actions: { title: '状态', type: 'hide', options: merchantActionsOptions },
    },
    top_search: [
        { name: 'name', title: '商户名称' },
        { name: 'industry', title: '所属行业', type: 'select', options: industryOptions },
        { name: 'status', title: '状态', type: 'select', options: merchantStatusOptions },
    ],
    defaultSort: { column: 'create_time', order: 'asc' },
    limit: 20,
    show_excel: true,
    // A few hundred rows at most: deep pages by OFFSET, and no write counter on the registry.
    pageAnchors: false,
};
