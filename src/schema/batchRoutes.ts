import type { Identifier } from 'react-admin';
import type { MerchantDataProvider } from '../dataProvider/dataProvider';
import type { ListChildRoute } from './ListRoute';
import { VERSION_FIELD, versionOf } from '../dataProvider/recordConflict';

/**
 * The row actions that can run on many rows at once: those that are one plain call with no
 * form (上架 / 下架 of cars, install, enable…) and delete. An action that asks for fields
 * (audit, recharge) stays one row at a time.
 */
export const batchRoutes = (routes: readonly ListChildRoute[]) =>
    routes.filter(route => route.action === 'delete' || (typeof route.action === 'object' && !route.action.fields?.length));

/**
 * The call of a batch route for one row, as its action page makes it (useCatalogueForm): delete
 * through the list's delete call; a call ending in `=` takes the id in its path, any other gets
 * `{[pk]: id}`. A row the list showed with its version sends it (docs/protocol.md §16): a row
 * changed since is refused, and listed among the failures. `hideError`: the batch lists the
 * failures itself, not one toast per row.
 */
export const batchCall =
    (dataProvider: MerchantDataProvider, api: string, pk: string, route: ListChildRoute, versions: ReadonlyMap<Identifier, number> = new Map()) =>
    (id: Identifier) => {
        const version = versions.get(id);
        if (route.action === 'delete')
            return dataProvider.delete(api, { id, previousData: { id, ...(version === undefined ? {} : { [VERSION_FIELD]: version }) } });
        const call = typeof route.action === 'object' ? route.action.call : undefined;
        if (!call) return Promise.reject(new Error(`${route.path} has no call`));
        return call.endsWith('=')
            ? dataProvider.call(`${call}${encodeURIComponent(String(id))}${version === undefined ? '' : `&${VERSION_FIELD}=${version}`}`, { hideError: true })
            : dataProvider.call(call, { body: { [pk]: id, ...(version === undefined ? {} : { [VERSION_FIELD]: version }) }, hideError: true });
    };

/** The version of each loaded row that carries one. */
export const rowVersions = (rows: readonly Record<string, unknown>[] | undefined): Map<Identifier, number> =>
    new Map((rows ?? []).flatMap(row => (versionOf(row) === undefined ? [] : [[row.id as Identifier, versionOf(row)!]])));
