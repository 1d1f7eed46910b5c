import zh from '../../i18n/messages/zh';
import { textLookup } from '../../resources/extensions/hasText';

/**
 * Whether a catalogue text given as a key names a text of the bundled catalogues: zh-cn, the
 * default and the fallback, which every key has (tests/unit/i18n checks the other three match it).
 */
export const bundledText = textLookup(zh);
