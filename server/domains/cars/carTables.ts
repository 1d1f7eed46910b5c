import { builtinTable } from '../../declared/builtinTable';
import { brandOptions } from '../shared/brandOptions';
import { regionOptions } from '../shared/regionOptions';
import { carOptions } from './carOptions';
import categories from './tables/categories.json' with { type: 'json' };
import logistics from './tables/logistics.json' with { type: 'json' };
import personalSells from './tables/personalSells.json' with { type: 'json' };
import vehicles from './tables/vehicles.json' with { type: 'json' };

/** The option lists the car declarations name: the domain's, the brands and the province → city tree. */
const lists = { ...carOptions, brand: brandOptions, region: regionOptions };

/** /cars/list/manageShow (its record calls are vehicleResource's). */
export const vehicleListTable = builtinTable('cars/tables/vehicles.json', vehicles, lists);
/** /cars/cat/manage: a larger sort value comes first (its record calls are categoryResource's). */
export const categoryListTable = builtinTable('cars/tables/categories.json', categories, lists);
/** /cars/personalCarSelling/list: owners asking the platform to sell their car. */
export const personalSellTable = builtinTable('cars/tables/personalSells.json', personalSells, lists);
/** /cars/logistics: transport of sold cars to their buyers. */
export const logisticsTable = builtinTable('cars/tables/logistics.json', logistics, lists);
