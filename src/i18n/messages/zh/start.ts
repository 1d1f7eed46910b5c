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
import ra from './ra';
import routes from './routes';
import schema from './schema';

/** The default language's start catalogue, bundled with the first load: every area but the pages' own
 * (`PageParts`), which come with their page (src/i18n/pageTexts.ts). App keys live under `mc`. */
export default composeMessages({
    ra,
    common,
    account,
    auth,
    errors,
    routes,
    schema,
    layout,
    plugin,
    history,
    live,
    permissions,
    orders,
});
