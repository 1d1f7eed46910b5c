import { jsonDiff } from '../../protocol/jsonDiff';
import type { DesignChange, DesignVersion } from './designerCalls';

/** A version's declaration and menu entry, as TableVersions answers them (JSON text). */
type VersionTexts = Pick<DesignVersion, 'declaration' | 'entry'>;

/** A text's JSON; a text that is not JSON is compared as the text it is. */
const valueOf = (text: string): unknown => {
    try {
        return JSON.parse(text) as unknown;
    } catch {
        return text;
    }
};

/**
 * What changed from one version of a resource to another, any two: the same paths, and the same
 * rule, as the server's difference of each version from the one before (`declaration.…`,
 * `entry[…]…`, `(order)` for a change of key order).
 */
export const versionDiff = (from: VersionTexts, to: VersionTexts): DesignChange[] =>
    jsonDiff({ declaration: valueOf(from.declaration), entry: valueOf(from.entry) }, { declaration: valueOf(to.declaration), entry: valueOf(to.entry) });

/** A changed value as one line of JSON; undefined where the version has no value at the path. */
export const changeValueText = (value: unknown): string | undefined => (value === undefined ? undefined : JSON.stringify(value));
