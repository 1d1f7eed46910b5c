import { withMuiLocale } from '../i18n/withMuiLocale';
import { AppLayout } from './AppLayout';

/**
 * The signed-in shell as its own chunk (see consoleChunks): the layout with MUI's own texts in
 * the language in use. Its default export is what React.lazy expects.
 */
const ConsoleLayout = withMuiLocale(AppLayout);
export default ConsoleLayout;
