import { cars } from './sections';

export default [
    cars.list('/cars/list/manageShow'),
    cars.create('/cars/list/save'),
    cars.edit('/cars/list/edit/:id'),
    cars.action('/cars/list/added'),
    cars.action('/cars/list/soldout'),
    cars.action('/cars/list/del/:id'),
    cars.list('/cars/personalCarSelling/list'),
    cars.action('/cars/personalCarSelling/updateContactStatus'),
    cars.list('/cars/cat/manage'),
    cars.create('/cars/cat/add'),
    cars.edit('/cars/cat/edit/:id'),
    cars.action('/cars/cat/del/:id'),
    cars.list('/cars/logistics'),
];
