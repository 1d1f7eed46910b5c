import zh from '../../i18n/messages/zh/start';
import { textLookup } from '../../resources/extensions/hasText';

/**
 * Whether a catalogue text given as a key names a text of the start catalogues: zh-cn, the
 * default and the fallback, which every key has (tests/unit/i18n checks the other three match
 * it). A page's own texts (src/i18n/pageTexts.ts) are not among them: a menu shows its titles
 * before any such page has opened.
 */
export const bundledText = textLookup(zh);
