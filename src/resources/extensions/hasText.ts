/** Whether `key` (`mc.route.cars_cat_manage`) names a text of a catalogue tree (`{mc: {route: {…}}}`). */
export const textLookup =
    (messages: object) =>
    (key: string): boolean =>
        typeof key
            .split('.')
            .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), messages) === 'string';
