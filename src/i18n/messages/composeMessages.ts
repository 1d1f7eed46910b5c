type Texts = Record<string, unknown>;

/**
 * The files of one language's catalogue: the same files in every language, one per area.
 * `orders` adds to the tables that `routes` (route titles, section names) and `schema` (field
 * labels) own, so those three are merged key by key instead of one replacing the other.
 */
export interface MessageParts {
    ra: Texts;
    common: Texts;
    account: Texts;
    auth: Texts;
    business: Texts;
    errors: Texts;
    routes: { route: Texts; section: Texts };
    schema: { field: Texts };
    layout: Texts;
    plugin: Texts;
    holidays: Texts;
    designer: Texts;
    history: Texts;
    permissions: Texts;
    workbench: Texts;
    live: Texts;
    orders: { route: Texts; section: Texts; field: Texts };
}

type Areas<P extends MessageParts> = P['common'] &
    P['account'] &
    P['auth'] &
    P['business'] &
    P['errors'] &
    P['routes'] &
    P['schema'] &
    P['layout'] &
    P['plugin'] &
    P['holidays'] &
    P['designer'] &
    P['history'] &
    P['permissions'] &
    P['workbench'] &
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

/** One language's catalogue: react-admin's own texts, and the app's under `mc`. */
export const composeMessages = <P extends MessageParts>(parts: P): ComposedMessages<P> =>
    ({
        ...parts.ra,
        mc: {
            ...parts.common,
            ...parts.account,
            ...parts.auth,
            ...parts.business,
            ...parts.errors,
            ...parts.routes,
            ...parts.schema,
            ...parts.layout,
            ...parts.plugin,
            ...parts.holidays,
            ...parts.designer,
            ...parts.history,
            ...parts.permissions,
            ...parts.workbench,
            ...parts.live,
            ...parts.orders,
            route: { ...parts.routes.route, ...parts.orders.route },
            section: { ...parts.routes.section, ...parts.orders.section },
            field: { ...parts.schema.field, ...parts.orders.field },
        },
    }) as ComposedMessages<P>;
