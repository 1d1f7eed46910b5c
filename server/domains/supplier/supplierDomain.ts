import type { Domain } from '../Domain';
import { certEndpoints } from './certEndpoints';
import { deviceEndpoints } from './deviceEndpoints';
import { enterEndpoints } from './enterEndpoints';
import { profileEndpoints } from './profileEndpoints';
import { socialEndpoints } from './socialEndpoints';
import { supplierMigrations, supplierOwners } from './supplierMigrations';

/** Merchant entry and certification, WeChat binding, own profile, password, signed-in devices and shop, kefu. */
export const supplierDomain: Domain = {
    name: 'supplier',
    migrations: supplierMigrations,
    owners: supplierOwners,
    tables: [],
    endpoints: [...enterEndpoints, ...certEndpoints, ...socialEndpoints, ...profileEndpoints, ...deviceEndpoints],
};
