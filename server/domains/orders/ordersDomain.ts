import type { Domain } from '../Domain';
import { afterSaleActions } from './afterSaleActions';
import { counterEndpoints } from './counterEndpoints';
import { orderActions } from './orderActions';
import { orderInfo } from './orderInfo';
import { builtinDomainTables } from '../../declared/builtinTable';
import { orderMigrations, orderOwners } from './orderMigrations';
import { orderTable, refundTable, returnTable } from './orderTables';
import { seedOrders } from './seedOrders';

/** /order: shop orders (express and store), after-sale requests, and the menu badges' counters. */
export const ordersDomain: Domain = {
    name: 'orders',
    migrations: orderMigrations,
    ...builtinDomainTables([orderTable, refundTable, returnTable], { owners: orderOwners }),
    seed: seedOrders,
    endpoints: [...counterEndpoints, orderInfo, ...orderActions, ...afterSaleActions],
};
