import type { Option } from '../../tables/TableSpec';

export const VEHICLE = { offShelf: 0, onSale: 1, sold: 2, inAuction: 3 } as const;

export const vehicleStatusOptions: Option[] = [
    { value: 0, label: '已下架' },
    { value: 1, label: '在售' },
    { value: 2, label: '已售' },
    { value: 3, label: '竞拍中' },
];

export const gearboxOptions: Option[] = [
    { value: 1, label: '自动' },
    { value: 2, label: '手动' },
];

export const fuelOptions: Option[] = [
    { value: 1, label: '汽油' },
    { value: 2, label: '柴油' },
    { value: 3, label: '纯电动' },
    { value: 4, label: '插电混动' },
    { value: 5, label: '油电混合' },
];

export const vehicleTagOptions: Option[] = [
    { value: '1', label: '准新车' },
    { value: '2', label: '0过户' },
    { value: '3', label: '个人一手' },
    { value: '4', label: '原版原漆' },
    { value: '5', label: '4S店保养' },
    { value: '6', label: '无事故' },
    { value: '7', label: '可分期' },
];

export const showOptions: Option[] = [
    { value: 1, label: '显示' },
    { value: 0, label: '隐藏' },
];

export const CONTACT = { none: 0, contacted: 1, dealt: 2, noIntent: 3 } as const;

export const contactStatusOptions: Option[] = [
    { value: 0, label: '未联系' },
    { value: 1, label: '已联系' },
    { value: 2, label: '已成交' },
    { value: 3, label: '无意向' },
];

export const logisticsStatusOptions: Option[] = [
    { value: 0, label: '待发车' },
    { value: 1, label: '运输中' },
    { value: 2, label: '已送达' },
];

export const carriers = ['安吉物流', '长久物流', '中联物流', '风神物流', '一汽物流', '顺丰重货'];

/** Chinese plate: province character, city letter, `·`, five or six letters and digits (no I/O). */
export const PLATE = /^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼][A-HJ-NP-Z]·?[A-HJ-NP-Z0-9]{5,6}$/;
