import englishMessages from 'ra-language-english';
import auth from './auth';
import common from './common';
import layout from './layout';
import routes from './routes';
import schema from './schema';

export default {
    ...englishMessages,
    mc: { ...common, ...auth, ...routes, ...schema, ...layout },
};
