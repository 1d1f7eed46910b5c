import englishMessages from 'ra-language-english';
import { composeMessages } from '../composeMessages';
import account from './account';
import auth from './auth';
import common from './common';
import errors from './errors';
import history from './history';
import layout from './layout';
import live from './live';
import permissions from './permissions';
import orders from './orders';
import plugin from './plugin';
import routes from './routes';
import schema from './schema';

/** The language's start catalogue, loaded when it is chosen: every area but the pages' own (`PageParts`),
 * which come with their page (src/i18n/pageTexts.ts). App keys live under `mc`. */
export default composeMessages({
    ra: englishMessages,
    common,
    account,
    auth,
    errors,
    routes,
    schema,
    layout,
    plugin,
    history,
    permissions,
    live,
    orders,
});
