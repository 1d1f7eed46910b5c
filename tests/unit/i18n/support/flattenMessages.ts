/** A catalogue as `dotted.key → text`, the shape every comparison of the i18n tests works on. */
export const flattenMessages = (messages: object, prefix = ''): Map<string, string> => {
    const flat = new Map<string, string>();
    for (const [key, value] of Object.entries(messages)) {
        const path = prefix ? `${prefix}.${key}` : key;
        if (value && typeof value === 'object') {
            for (const [nested, text] of flattenMessages(value, path)) flat.set(nested, text);
        } else {
            flat.set(path, String(value));
        }
    }
    return flat;
};

/** The `%{name}` variables a message interpolates. */
export const placeholdersOf = (text: string): Set<string> => new Set([...text.matchAll(/%\{([\w-]+)\}/g)].map(match => match[1]));

/** The words of a message: placeholders removed, so `%{name}` alone has none. */
export const wordsOf = (text: string): string => text.replace(/%\{[\w-]+\}/g, '').trim();
