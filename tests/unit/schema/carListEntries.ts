import type { CatalogueEntry } from '../../../src/resources/types';

/** The car list entry the list-page tests render, and its record routes. */
export const carList: CatalogueEntry = {
    path: '/cars/list/manageShow',
    title: 'mc.route.cars_list_manageShow',
    section: 'cars',
    kind: 'list',
    industries: 'car',
    api: 'seller/cars/CarList',
};

/** A record route of the car list, titled by its path as the catalogue's are. */
export const carAction = (path: string, extra: Partial<CatalogueEntry>): CatalogueEntry => ({
    path,
    title: `mc.route.${path
        .split('/')
        .filter(part => part && !part.startsWith(':'))
        .join('_')}`,
    section: 'cars',
    kind: 'action',
    industries: 'car',
    parent: carList.path,
    ...extra,
});
