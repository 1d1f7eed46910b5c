import type { TableSpec } from '../../tables/TableSpec';
import { advertPositionOptions, agreementTypeOptions, showOptions } from './contentOptions';
import { MERCHANT_ROWS } from '../../core/TableOwner';

/** /content/advertising/manage */
export const advertListTable: TableSpec = {
    api: 'seller/content/AdvertList',
    industries: 'car',
    from: 'adverts',
    owner: MERCHANT_ROWS,
    pk: 'id',
    columns: {
        id: { title: 'ID', sort: true, item_width: 80 },
        image: { title: '广告图', type: 'image', item_width: 160 },
        title: { title: '广告标题', item_width: 200, item_align: 'left' },
        position: { title: '广告位', type: 'select', options: advertPositionOptions, item_width: 120 },
        link: { title: '跳转链接', item_align: 'left', showTableRow: false },
        sort: { title: '排序', type: 'number', sort: true, item_width: 80 },
        is_show: { title: '状态', type: 'select', options: showOptions, item_width: 80 },
        start_time: { title: '开始日期', type: 'date', sort: true, item_width: 120 },
        end_time: { title: '结束日期', type: 'date', sort: true, item_width: 120 },
        clicks: { title: '点击量', type: 'number', sort: true, sum: true, item_width: 90 },
        create_time: { title: '创建时间', type: 'datetime', sort: true, item_width: 170 },
    },
    top_search: [
        { name: 'title', title: '广告标题' },
        { name: 'position', title: '广告位', type: 'select', options: advertPositionOptions },
        { name: 'is_show', title: '状态', type: 'select', options: showOptions },
        { name: 'start_time', title: '开始日期', type: 'date' },
    ],
    defaultSort: { column: 'sort', order: 'desc' },
    show_sum: true,
};

/** /content/agreement/manage and /setting/agreement/manage: one list of agreements. */
export const agreementListTable: TableSpec = {
    api: 'seller/content/AgreementList',
    industries: 'all',
    from: 'agreements',
    owner: MERCHANT_ROWS,
    pk: 'id',
    columns: {
        id: { title: 'ID', sort: true, item_width: 80 },
        title: { title: '协议标题', item_width: 240, item_align: 'left' },
        type: { title: '协议类型', type: 'select', options: agreementTypeOptions, item_width: 140 },
        version: { title: '版本', item_width: 90 },
        is_show: { title: '状态', type: 'select', options: showOptions, item_width: 80 },
        update_time: { title: '更新时间', type: 'datetime', sort: true, item_width: 170 },
        create_time: { title: '创建时间', type: 'datetime', sort: true, item_width: 170, showTableRow: false },
    },
    top_search: [
        { name: 'title', title: '协议标题' },
        { name: 'type', title: '协议类型', type: 'select', options: agreementTypeOptions },
    ],
    defaultSort: { column: 'id', order: 'asc' },
};
