import { builtinOptions } from '../../declared/builtinOptions';
import options from './options.json' with { type: 'json' };

/** The domain's option lists (options.json), by name: its declarations name them, its seeds and actions read them. */
export const contentOptions = builtinOptions('content/options.json', options);

export const AGREEMENT = { enter: 1, user: 2, privacy: 3, auction: 4, deposit: 5 } as const;
