import account from './account';
import auth from './auth';
import business from './business';
import common from './common';
import errors from './errors';
import holidays from './holidays';
import layout from './layout';
import plugin from './plugin';
import ra from './ra';
import routes from './routes';
import schema from './schema';

/** Loaded lazily when the language is chosen. App keys live under `mc`. */
export default {
    ...ra,
    mc: { ...common, ...account, ...auth, ...business, ...errors, ...routes, ...schema, ...layout, ...plugin, ...holidays },
};
