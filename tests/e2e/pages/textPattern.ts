import type { Texts } from './texts';

/** `text` matched literally inside a RegExp. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A catalogue text as a pattern whose placeholders match any value, each captured by its name:
 * `第 {{offsetBegin}}-{{offsetEnd}} 条，共 {{total}} 条` reads the total of any page in any
 * language. `values` fixes some placeholders (`{ action: … }`); the rest match a number or any text.
 */
export const textPattern = (texts: Texts, key: string, values: Record<string, string | number> = {}, anchored = false): RegExp => {
    const template = texts.t(key, values);
    const source = template
        .split(/(\{\{\s*\w+\s*\}\})/)
        .map(part => {
            const name = /^\{\{\s*(\w+)\s*\}\}$/.exec(part)?.[1];
            // A number first (greedy, so a count at the end of a text is read whole), else any text.
            return name ? `(?<${name}>[\\d][\\d,.\u00a0\u202f]*|.+?)` : escapeRegExp(part);
        })
        .join('');
    return new RegExp(anchored ? `^${source}$` : source);
};

/** A number as the console shows it (grouped in some languages): `1,234` → 1234. */
export const shownNumber = (text: string) => Number(text.replace(/[,\s\u00a0\u202f]/g, ''));
