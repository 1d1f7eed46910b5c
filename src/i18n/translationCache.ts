import type { I18nProvider } from 'react-admin';

/**
 * Server messages are translated as keys too, and some carry a record's number: a long session
 * would keep each. Past this many texts the cache starts again (a page asks for a few hundred).
 */
export const MAX_REMEMBERED_TEXTS = 5000;

/**
 * `translate`, remembering what it answered for a key asked without options (or with only a
 * default text, `_`) until `forget` is called: whenever the language or a catalogue changes.
 *
 * A list page asks for the same few hundred texts on every render: its column titles, its
 * buttons, react-admin's own labels. i18next resolves each one again every time (the language's
 * fallbacks, then each namespace that may hold it), about a twentieth of the browser's work on a
 * list page. A text with variables (`%{name}`, `smart_count`) is resolved each time, as its
 * result depends on them.
 */
export const cachingTranslate = (translate: I18nProvider['translate']) => {
    const known = new Map<string, string>();
    const cached: I18nProvider['translate'] = (key, options) => {
        if (options && Object.keys(options).some(name => name !== '_')) return translate(key, options);
        const fallback = options?._;
        // The default text is part of the answer for a key the catalogue lacks.
        const cacheKey = fallback === undefined ? key : `${key}\u0000${String(fallback)}`;
        let text = known.get(cacheKey);
        if (text === undefined) {
            text = translate(key, options);
            if (known.size >= MAX_REMEMBERED_TEXTS) known.clear();
            known.set(cacheKey, text);
        }
        return text;
    };
    return { translate: cached, forget: () => known.clear() };
};
