import englishMessages from 'ra-language-english';
import auth from './auth';
import business from './business';
import common from './common';
import errors from './errors';
import layout from './layout';
import routes from './routes';
import schema from './schema';

export default {
    ...englishMessages,
    mc: { ...common, ...auth, ...business, ...errors, ...routes, ...schema, ...layout },
};
