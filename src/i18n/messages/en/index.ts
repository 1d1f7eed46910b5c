import englishMessages from 'ra-language-english';
import account from './account';
import auth from './auth';
import business from './business';
import common from './common';
import errors from './errors';
import holidays from './holidays';
import layout from './layout';
import plugin from './plugin';
import routes from './routes';
import schema from './schema';

export default {
    ...englishMessages,
    mc: { ...common, ...account, ...auth, ...business, ...errors, ...routes, ...schema, ...layout, ...plugin, ...holidays },
};
