import { composeMessages } from '../composeMessages';
import account from './account';
import auth from './auth';
import business from './business';
import common from './common';
import errors from './errors';
import history from './history';
import designer from './designer';
import holidays from './holidays';
import layout from './layout';
import live from './live';
import permissions from './permissions';
import orders from './orders';
import plugin from './plugin';
import ra from './ra';
import routes from './routes';
import schema from './schema';
import workbench from './workbench';

/** The default catalogue, bundled with the first load. App keys live under `mc`. */
export default composeMessages({
    ra,
    common,
    account,
    auth,
    business,
    errors,
    routes,
    schema,
    layout,
    plugin,
    holidays,
    designer,
    history,
    live,
    permissions,
    workbench,
    orders,
});
