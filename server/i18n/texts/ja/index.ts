import type { Translations } from '../../Translations';
import type { ZhAreas } from '../zh-cn';
import access from './access';
import auction from './auction';
import brands from './brands';
import cars from './cars';
import common from './common';
import content from './content';
import dashboard from './dashboard';
import dealer from './dealer';
import history from './history';
import declared from './declared';
import designer from './designer';
import deposit from './deposit';
import exportTexts from './export';
import goods from './goods';
import http from './http';
import importTexts from './import';
import kefu from './kefu';
import marketing from './marketing';
import member from './member';
import merchant from './merchant';
import offlinepay from './offlinepay';
import orders from './orders';
import plugin from './plugin';
import quickmenu from './quickmenu';
import regions from './regions';
import session from './session';
import setting from './setting';
import shared from './shared';
import supplier from './supplier';
import tables from './tables';

export default {
    access,
    auction,
    brands,
    cars,
    common,
    content,
    dashboard,
    dealer,
    history,
    declared,
    designer,
    deposit,
    export: exportTexts,
    goods,
    http,
    import: importTexts,
    kefu,
    marketing,
    member,
    merchant,
    offlinepay,
    orders,
    plugin,
    quickmenu,
    regions,
    session,
    setting,
    shared,
    supplier,
    tables,
} satisfies { [Area in keyof ZhAreas]: Translations<ZhAreas[Area]> };
