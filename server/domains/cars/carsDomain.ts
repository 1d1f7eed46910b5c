import type { Domain } from '../Domain';
import { crudEndpoints } from '../shared/crudEndpoints';
import { carActions } from './carActions';
import { builtinDomainTables } from '../../declared/builtinTable';
import { carMigrations } from './carMigrations';
import { categoryResource, vehicleResource } from './carResources';
import { categoryListTable, logisticsTable, personalSellTable, vehicleListTable } from './carTables';
import { seedCarServices } from './seedCarServices';
import { seedVehicles } from './seedVehicles';
import { MERCHANT_ROWS } from '../../core/TableOwner';

/** /cars: vehicles, categories, personal car-selling requests and logistics. */
export const carsDomain: Domain = {
    name: 'cars',
    migrations: carMigrations,
    ...builtinDomainTables([vehicleListTable, categoryListTable, personalSellTable, logisticsTable]),
    seed: async (db, options) => {
        await seedVehicles(db, options);
        await seedCarServices(db, options);
    },
    endpoints: [
        ...crudEndpoints(vehicleResource),
        ...crudEndpoints(categoryResource),
        ...crudEndpoints({
            label: '个人卖车',
            table: 'personal_sells',
            owner: MERCHANT_ROWS,
            industries: 'car',
            info: 'seller/cars/PersonalSellInfo',
            fields: [{ name: 'expect_price', title: '期望售价', kind: 'cents' }],
        }),
        ...carActions,
    ],
};
