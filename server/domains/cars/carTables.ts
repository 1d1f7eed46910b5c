import type { TableSpec } from '../../tables/TableSpec';
import type { TextKey } from '../../i18n/catalogue';
import { brandOptions } from '../shared/brandOptions';
import { moneyColumn } from '../shared/moneyColumn';
import { cityCascades, provinceOptions, regionOptions, regionSearch } from '../shared/regionOptions';
import { contactStatusOptions, fuelOptions, gearboxOptions, logisticsStatusOptions, showOptions, vehicleStatusOptions, vehicleTagOptions } from './carOptions';
import { MERCHANT_ROWS } from '../../core/TableOwner';

const money = (title: TextKey) => moneyColumn(title, { sort: true });

/** /cars/list/manageShow */
export const vehicleListTable: TableSpec = {
    api: 'seller/cars/CarList',
    industries: 'car',
    from: `(SELECT v.*, c.name AS cat_name, d.name AS dealer_name FROM vehicles v
            LEFT JOIN vehicle_categories c ON c.id = v.cat_id LEFT JOIN dealers d ON d.id = v.dealer_id) AS cars`,
    owner: MERCHANT_ROWS,
    pk: 'id',
    columns: {
        id: { title: 'ID', sort: true, item_width: 80 },
        cover: { title: '封面', type: 'image', item_width: 90 },
        title: { title: '车辆名称', item_width: 260, item_align: 'left' },
        plate: { title: '车牌号', item_width: 110 },
        brand: { title: '品牌', type: 'select', options: brandOptions, item_width: 90 },
        cat_name: { title: '分类', item_width: 100 },
        dealer_id: { title: '车商ID', type: 'hide' },
        dealer_name: { title: '所属车商', item_width: 200, item_align: 'left' },
        price: money('售价'),
        mileage: { title: '表显里程(公里)', type: 'number', sort: true, item_width: 120, item_align: 'right' },
        first_reg: { title: '首次上牌', type: 'datemonth', sort: true, item_width: 110 },
        gearbox: { title: '变速箱', type: 'select', options: gearboxOptions, showTableRow: false },
        fuel: { title: '能源类型', type: 'select', options: fuelOptions, item_width: 100 },
        color: { title: '颜色', showTableRow: false },
        vin: { title: '车架号', showTableRow: false },
        tags: { title: '车况标签', type: 'checkbox', options: vehicleTagOptions, item_width: 200 },
        city: { title: '车辆所在地', type: 'cascade', options: regionOptions, item_width: 150 },
        status: { title: '状态', type: 'select', options: vehicleStatusOptions, sort: true, item_width: 90 },
        views: { title: '浏览量', type: 'number', sort: true, sum: true, item_width: 90 },
        create_time: { title: '发布时间', type: 'datetime', sort: true, item_width: 170 },
        update_time: { title: '更新时间', type: 'datetime', sort: true, showTableRow: false },
    },
    top_search: [
        { name: 'title', title: '车辆名称' },
        { name: 'plate', title: '车牌号' },
        { name: 'brand', title: '品牌', type: 'select', options: brandOptions },
        { name: 'status', title: '状态', type: 'checkbox', options: vehicleStatusOptions },
        { name: 'tags', title: '车况标签', type: 'checkbox', options: vehicleTagOptions, multi: true },
        { name: 'mileage', title: '表显里程(公里)', type: 'number' },
        { name: 'first_reg', title: '首次上牌', type: 'datemonth' },
        regionSearch,
        { name: 'create_time', title: '发布时间', type: 'datetime' },
    ],
    defaultSort: { column: 'id', order: 'desc' },
    show_sum: true,
    show_excel: true,
    show_excel_async: true,
};

/** /cars/cat/manage: a larger sort value comes first. */
export const categoryListTable: TableSpec = {
    api: 'seller/cars/CatList',
    industries: 'car',
    from: `(SELECT c.*, (SELECT count(*) FROM vehicles v WHERE v.cat_id = c.id) AS car_count FROM vehicle_categories c) AS cats`,
    owner: MERCHANT_ROWS,
    pk: 'id',
    columns: {
        id: { title: 'ID', sort: true, item_width: 80 },
        icon: { title: '图标', type: 'image', item_width: 80 },
        name: { title: '分类名称', item_width: 160 },
        car_count: { title: '车辆数', type: 'number', item_width: 100 },
        sort: { title: '排序', type: 'number', sort: true, item_width: 80 },
        is_show: { title: '是否显示', type: 'select', options: showOptions, item_width: 100 },
        create_time: { title: '创建时间', type: 'datetime', sort: true, item_width: 170 },
    },
    top_search: [
        { name: 'name', title: '分类名称' },
        { name: 'is_show', title: '是否显示', type: 'select', options: showOptions },
    ],
    defaultSort: { column: 'sort', order: 'desc' },
};

/** /cars/personalCarSelling/list: owners asking the platform to sell their car. */
export const personalSellTable: TableSpec = {
    api: 'seller/cars/PersonalSellList',
    industries: 'car',
    from: 'personal_sells',
    owner: MERCHANT_ROWS,
    pk: 'id',
    columns: {
        id: { title: 'ID', sort: true, item_width: 80 },
        name: { title: '车主姓名', item_width: 100 },
        phone: { title: '联系电话', item_width: 130 },
        brand: { title: '品牌', type: 'select', options: brandOptions, item_width: 90 },
        series: { title: '车系', item_width: 110 },
        first_reg: { title: '首次上牌', type: 'datemonth', item_width: 110 },
        mileage: { title: '里程(公里)', type: 'number', item_width: 110, item_align: 'right' },
        expect_price: money('期望售价'),
        city: { title: '所在城市', type: 'cascade', options: regionOptions, item_width: 150 },
        contact_status: { title: '联系状态', type: 'select', options: contactStatusOptions, sort: true, item_width: 100 },
        contact_remark: { title: '跟进备注', item_align: 'left', showTableRow: false },
        contact_time: { title: '联系时间', type: 'datetime', item_width: 170 },
        create_time: { title: '提交时间', type: 'datetime', sort: true, item_width: 170 },
    },
    top_search: [
        { name: 'phone', title: '联系电话' },
        { name: 'contact_status', title: '联系状态', type: 'select', options: contactStatusOptions },
        { name: 'create_time', title: '提交日期', type: 'eqdate' },
    ],
    defaultSort: { column: 'create_time', order: 'desc' },
    show_sum: true,
    show_excel: true,
};

/** /cars/logistics: transport of sold cars to their buyers. */
export const logisticsTable: TableSpec = {
    api: 'seller/cars/LogisticsList',
    industries: 'car',
    from: 'logistics',
    owner: MERCHANT_ROWS,
    pk: 'id',
    columns: {
        id: { title: 'ID', sort: true, item_width: 80 },
        waybill_no: { title: '运单号', item_width: 170 },
        vehicle_id: { title: '车辆ID', type: 'hide' },
        plate: { title: '车牌号', item_width: 110 },
        vehicle_title: { title: '车辆', item_width: 240, item_align: 'left' },
        from_city: { title: '始发地', type: 'cascade', options: regionOptions, item_width: 150 },
        to_city: { title: '目的地', type: 'cascade', options: regionOptions, item_width: 150 },
        carrier: { title: '承运商', item_width: 100 },
        driver: { title: '司机', item_width: 90 },
        driver_phone: { title: '司机电话', item_width: 130 },
        fee: money('运费'),
        status: { title: '状态', type: 'select', options: logisticsStatusOptions, item_width: 90 },
        depart_time: { title: '发车时间', type: 'datetime', sort: true, item_width: 170 },
        arrive_time: { title: '送达时间', type: 'datetime', item_width: 170 },
        duration: { title: '运输时长', type: 'second', sort: true, item_width: 120 },
    },
    top_search: [
        { name: 'waybill_no', title: '运单号' },
        { name: 'plate', title: '车牌号' },
        { name: 'status', title: '状态', type: 'select', options: logisticsStatusOptions },
        { name: 'to_province', title: '目的地', type: 'cascade', options: provinceOptions, cascades: cityCascades, second_name: 'to_city' },
        { name: 'duration', title: '运输时长(秒)', type: 'second' },
    ],
    defaultSort: { column: 'id', order: 'desc' },
    show_sum: true,
    show_excel: true,
};
