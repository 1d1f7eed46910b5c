/**
 * The signed-in console's code, split from the login page's first load: each part is fetched
 * when first shown. The login page prefetches the usual landing (the layout, the workbench and
 * the generated list) once the user starts filling it in, so logging in does not wait for it.
 */
export const consoleChunks = {
    layout: () => import('./ConsoleLayout'),
    dashboard: () => import('../dashboard/Dashboard'),
    schemaList: () => import('../schema/SchemaList'),
};

let prefetched = false;

/** Starts fetching the landing chunks, once; a failure is left to the page that needs it. */
export const prefetchConsole = () => {
    if (prefetched) return;
    prefetched = true;
    for (const load of Object.values(consoleChunks)) load().catch(() => undefined);
};
