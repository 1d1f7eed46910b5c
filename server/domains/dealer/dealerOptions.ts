import type { Option } from '../../tables/TableSpec';

/** Option lists of dealers and stores, shared by tables, writes and seeds. */
export const DEALER_KIND = { dealer: 1, store: 2 } as const;

export const dealerKindOptions: Option[] = [
    { value: 1, label: '二手车商' },
    { value: 2, label: '4S店' },
];

export const AUDIT = { pending: 0, approved: 1, rejected: 2 } as const;

export const auditStatusOptions: Option[] = [
    { value: 0, label: '待审核' },
    { value: 1, label: '已通过' },
    { value: 2, label: '已驳回' },
];

export const businessScopeOptions: Option[] = [
    { value: '1', label: '收车' },
    { value: '2', label: '卖车' },
    { value: '3', label: '置换' },
    { value: '4', label: '车辆金融' },
    { value: '5', label: '检测评估' },
    { value: '6', label: '过户代办' },
];

export const blackReasons = ['虚假车源信息', '多次恶意违约', '拍后不履约', '泄露买家信息', '经营资质过期', '交易纠纷未处理'];

export const rejectReasons = ['营业执照不清晰', '联系人信息与执照不符', '经营地址无法核实'];

export const visitTypeOptions: Option[] = [
    { value: 1, label: '上门拜访' },
    { value: 2, label: '电话回访' },
    { value: 3, label: '微信沟通' },
    { value: 4, label: '邀约到店' },
];

export const visitResults = [
    '有意向合作，下周再约',
    '已签约入驻',
    '关注保证金政策',
    '暂无合作意向',
    '需要总部审批',
    '要求试用竞拍功能',
    '反馈车源同步问题',
    '咨询物流服务',
];
