import { date, image, noChinese, number, price, region, select, text, textarea, toggle } from '../../resources/fields';
import { cars } from './sections';

/** `status` of a car row: 上架 moves it from off shelf to on sale, 下架 back; sold and in-auction cars move neither way. */
const CAR = { offShelf: 0, onSale: 1, sold: 2 } as const;
/** `contact_status` of a personal sale request: 2 (dealt) closes it. */
const CONTACT = { none: 0, contacted: 1, noIntent: 3 } as const;

const carList = '/cars/list/manageShow';
const personal = '/cars/personalCarSelling/list';
const catList = '/cars/cat/manage';

export default [
    cars.list(carList, {
        api: 'seller/cars/CarList',
        calls: { getOne: 'seller/cars/CarInfo', create: 'seller/cars/CarSave', update: 'seller/cars/CarEdit', delete: 'seller/cars/CarDel' },
        fields: [
            text('title', { label: 'carTitle', required: true, maxLength: 60 }),
            select('cat_id', { required: true, optionsApi: 'seller/cars/CatList?page=1&limit=200', optionValue: 'id', optionLabel: 'name' }),
            select('dealer_id', {
                required: true,
                optionsApi: 'seller/dealer/DealerList?page=1&limit=200&audit_status=1',
                optionValue: 'id',
                optionLabel: 'name',
            }),
            select('brand', { required: true }),
            text('series', { required: true, maxLength: 30 }),
            text('plate', { required: true, maxLength: 10 }),
            noChinese('vin', { maxLength: 17 }),
            image('cover', { required: true }),
            price('price', { required: true }),
            number('mileage', { required: true }),
            date('first_reg', { required: true }),
            text('color', { maxLength: 10 }),
            select('gearbox'),
            select('fuel'),
            select('tags', { multiple: true }),
            region(),
            textarea('description', { label: 'carDescription', maxLength: 2000 }),
        ],
    }),
    cars.create('/cars/list/save', { parent: carList, noCache: true }),
    cars.edit('/cars/list/edit/:id', { parent: carList, noCache: true }),
    cars.action('/cars/list/added', {
        parent: carList,
        noCache: true,
        when: { field: 'status', values: [CAR.offShelf] },
        action: { call: 'seller/cars/CarAdded' },
    }),
    cars.action('/cars/list/soldout', {
        parent: carList,
        noCache: true,
        when: { field: 'status', values: [CAR.onSale] },
        action: { call: 'seller/cars/CarSoldout' },
    }),
    // A car on sale or in an auction cannot be deleted (the server may still refuse one with auction or logistics records).
    cars.action('/cars/list/del/:id', { parent: carList, noCache: true, when: { field: 'status', values: [CAR.offShelf, CAR.sold] }, action: 'delete' }),
    cars.list(personal, { api: 'seller/cars/PersonalSellList', calls: { getOne: 'seller/cars/PersonalSellInfo' } }),
    cars.action('/cars/personalCarSelling/updateContactStatus', {
        parent: personal,
        noCache: true,
        when: { field: 'contact_status', values: [CONTACT.none, CONTACT.contacted, CONTACT.noIntent] },
        action: {
            call: 'seller/cars/UpdateContactStatus',
            fields: [select('contact_status', { required: true }), textarea('contact_remark', { maxLength: 200 })],
        },
    }),
    cars.list(catList, {
        api: 'seller/cars/CatList',
        calls: { getOne: 'seller/cars/CatInfo', create: 'seller/cars/CatAdd', update: 'seller/cars/CatEdit', delete: 'seller/cars/CatDel' },
        fields: [
            text('name', { label: 'catName', required: true, maxLength: 20 }),
            image('icon'),
            number('sort', { hint: 'mc.field.hint.sort' }),
            toggle('is_show', { required: true }),
        ],
    }),
    cars.create('/cars/cat/add', { parent: catList, noCache: true }),
    cars.edit('/cars/cat/edit/:id', { parent: catList, noCache: true }),
    cars.action('/cars/cat/del/:id', { parent: catList, noCache: true, action: 'delete' }),
    cars.list('/cars/logistics', { api: 'seller/cars/LogisticsList' }),
];
