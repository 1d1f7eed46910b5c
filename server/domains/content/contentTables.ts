import { builtinTable } from '../../declared/builtinTable';
import { contentOptions } from './contentOptions';
import adverts from './tables/adverts.json' with { type: 'json' };
import agreements from './tables/agreements.json' with { type: 'json' };

/** /content/advertising/manage, with add, edit/{id} and del/{id}: a larger sort value shows first. */
export const advertListTable = builtinTable('content/tables/adverts.json', adverts, contentOptions);
/** /content/agreement/manage and /setting/agreement/manage: one list of agreements, with their record calls. */
export const agreementListTable = builtinTable('content/tables/agreements.json', agreements, contentOptions);
