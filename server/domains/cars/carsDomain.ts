import type { Domain } from '../Domain';
import { crudEndpoints } from '../shared/crudEndpoints';
import { carActions } from './carActions';
import { carMigrations } from './carMigrations';
import { categoryResource, vehicleResource } from './carResources';
import { categoryListTable, logisticsTable, personalSellTable, vehicleListTable } from './carTables';
import { seedCarServices } from './seedCarServices';
import { seedVehicles } from './seedVehicles';

/** /cars: vehicles, categories, personal car-selling requests and logistics. */
export const carsDomain: Domain = {
    name: 'cars',
    migrations: carMigrations,
    seed: async (db, options) => {
        await seedVehicles(db, options);
        await seedCarServices(db, options);
    },
    tables: [vehicleListTable, categoryListTable, personalSellTable, logisticsTable],
    endpoints: [
        ...crudEndpoints(vehicleResource),
        ...crudEndpoints(categoryResource),
        ...crudEndpoints({
            label: '个人卖车',
            table: 'personal_sells',
            industries: 'car',
            info: 'seller/cars/PersonalSellInfo',
            fields: [{ name: 'expect_price', title: '期望售价', kind: 'cents' }],
        }),
        ...carActions,
    ],
};
