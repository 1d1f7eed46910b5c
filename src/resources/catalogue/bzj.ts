import { bzj } from './sections';

export default [
    bzj.list('/bzj/walletlog/list'),
    bzj.list('/bzj/walletlog/UserRecharge'),
    bzj.list('/bzj/refundApprove/list'),
    bzj.action('/bzj/refundApprove/audit'),
];
