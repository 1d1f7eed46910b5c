import type { Domain } from './Domain';
import { coreDomain } from './core';
import { auctionDomain } from './auction/auctionDomain';
import { carsDomain } from './cars/carsDomain';
import { contentDomain } from './content/contentDomain';
import { dashboardDomain } from './dashboard/dashboardDomain';
import { dealerDomain } from './dealer/dealerDomain';
import { depositDomain } from './deposit/depositDomain';
import { mediaDomain } from './media/mediaDomain';
import { memberDomain } from './member/memberDomain';
import { merchantDomain } from './merchant/merchantDomain';
import { offlinepayDomain } from './offlinepay/offlinepayDomain';
import { goodsDomain } from './goods/goodsDomain';
import { historyDomain } from './history/historyDomain';
import { marketingDomain } from './marketing/marketingDomain';
import { ordersDomain } from './orders/ordersDomain';
import { pluginDomain } from './plugin/pluginDomain';
import { quickMenuDomain } from './quickmenu/quickMenuDomain';
import { settingDomain } from './setting/settingDomain';
import { supplierDomain } from './supplier/supplierDomain';
import { designerDomain } from '../designer/designerDomain';

/**
 * Every domain of the reference server, in migration and seed order: core first (users,
 * roles), setting next (the operator log every write appends to), history (the revisions every
 * record write appends to), then each domain after the ones its tables refer to (dealers →
 * deposits, vehicles → auctions…).
 */
export const domains: Domain[] = [
    coreDomain,
    settingDomain,
    historyDomain,
    dealerDomain,
    memberDomain,
    depositDomain,
    carsDomain,
    auctionDomain,
    contentDomain,
    pluginDomain,
    supplierDomain,
    quickMenuDomain,
    ordersDomain,
    goodsDomain,
    marketingDomain,
    offlinepayDomain,
    mediaDomain,
    dashboardDomain,
    merchantDomain,
    designerDomain,
];
