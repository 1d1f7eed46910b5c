import { completeCatalogue } from '../composeMessages';
import business from './business';
import designer from './designer';
import holidays from './holidays';
import profile from './profile';
import start from './start';
import wallet from './wallet';
import workbench from './workbench';

/** The whole catalogue: the start texts and every page's own, as tests and tools read it. */
export default completeCatalogue(start, { designer, holidays, business, workbench, profile, wallet });
