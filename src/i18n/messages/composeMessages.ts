type Texts = Record<string, unknown>;

/**
 * The files of one language's start catalogue (`start.ts`): the same files in every language,
 * one per area. `orders` adds to the tables that `routes` (route titles, section names) and
 * `schema` (field labels) own, so those three are merged key by key instead of one replacing the
 * other. `routes` also holds the record-route titles that saved designs name (`mc.designer.route`).
 */
export interface MessageParts {
    ra: Texts;
    common: Texts;
    account: Texts;
    auth: Texts;
    errors: Texts;
    routes: { route: Texts; section: Texts; designer: { route: Texts } };
    schema: { field: Texts };
    layout: Texts;
    plugin: Texts;
    history: Texts;
    permissions: Texts;
    live: Texts;
    orders: { route: Texts; section: Texts; field: Texts };
}

/**
 * The areas that only their own pages show, by file name: not in the start catalogue, each is
 * fetched with its page (`src/i18n/pageTexts.ts`), in the language in use.
 */
export interface PageParts {
    designer: Texts;
    holidays: Texts;
    business: Texts;
    workbench: Texts;
    profile: Texts;
    wallet: Texts;
}

type Areas<P extends MessageParts> = P['common'] &
    P['account'] &
    P['auth'] &
    P['errors'] &
    P['routes'] &
    P['schema'] &
    P['layout'] &
    P['plugin'] &
    P['history'] &
    P['permissions'] &
    P['live'] &
    P['orders'];

/** What `composeMessages` answers, typed key by key so tests can read texts from the catalogue. */
export type ComposedMessages<P extends MessageParts> = P['ra'] & {
    mc: Omit<Areas<P>, 'route' | 'section' | 'field'> & {
        route: P['routes']['route'] & P['orders']['route'];
        section: P['routes']['section'] & P['orders']['section'];
        field: P['schema']['field'] & P['orders']['field'];
    };
};

/** One language's start catalogue: react-admin's own texts, and the app's under `mc`. */
export const composeMessages = <P extends MessageParts>(parts: P): ComposedMessages<P> =>
    ({
        ...parts.ra,
        mc: {
            ...parts.common,
            ...parts.account,
            ...parts.auth,
            ...parts.errors,
            ...parts.routes,
            ...parts.schema,
            ...parts.layout,
            ...parts.plugin,
            ...parts.history,
            ...parts.permissions,
            ...parts.live,
            ...parts.orders,
            route: { ...parts.routes.route, ...parts.orders.route },
            section: { ...parts.routes.section, ...parts.orders.section },
            field: { ...parts.schema.field, ...parts.orders.field },
        },
    }) as ComposedMessages<P>;

/** A page area's texts where they sit in a catalogue: under `mc`, like every app text. */
export const pageCatalogue = <T extends Texts>(texts: T) => ({ mc: texts });

type Intersection<U> = (U extends unknown ? (all: U) => void : never) extends (all: infer I) => void ? I : never;

/** What `completeCatalogue` answers: the start catalogue with every page's texts under `mc`. */
export type CompleteMessages<S extends { mc: Texts }, Q extends PageParts> = Omit<S, 'mc'> & {
    mc: S['mc'] & Intersection<Q[keyof PageParts]>;
};

const isTexts = (value: unknown): value is Texts => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `more` laid over `base`, key by key: a table that both have keeps the keys of each. */
export const mergeTexts = (base: Texts, more: Texts): Texts => {
    const merged: Texts = { ...base };
    for (const [key, value] of Object.entries(more)) merged[key] = isTexts(value) && isTexts(merged[key]) ? mergeTexts(merged[key], value) : value;
    return merged;
};

/**
 * One language's whole catalogue, as the console has it once every page has opened: what the
 * tests and tools read (the console itself never loads it at once).
 */
export const completeCatalogue = <S extends { mc: Texts }, Q extends PageParts>(start: S, pages: Q): CompleteMessages<S, Q> =>
    ({ ...start, mc: Object.values(pages).reduce<Texts>(mergeTexts, start.mc) }) as unknown as CompleteMessages<S, Q>;
