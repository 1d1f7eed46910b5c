import { builtinOptions } from '../../declared/builtinOptions';
import addons from './addons.json' with { type: 'json' };
import options from './options.json' with { type: 'json' };

/** The domain's option lists (options.json), by name: its declarations name them, its seeds and actions read them. */
export const addonOptions = builtinOptions('plugin/options.json', options);

/**
 * The addons the marketplace offers (addons.json: prices in cents); `installed` marks the ones
 * every demo merchant starts with. The demo accounts need `jp` (the car merchants' auction area)
 * and `ngp` (the bank's staff and finance area), so both come installed, as do kefu and social.
 */
export const addonCatalogue = addons;
