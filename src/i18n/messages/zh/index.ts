import auth from './auth';
import common from './common';
import routes from './routes';

/** The default catalogue, bundled with the first load. App keys live under `mc`. */
export default {
    mc: { ...common, ...auth, ...routes },
};
