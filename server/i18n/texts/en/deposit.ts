import type deposit from '../zh-cn/deposit';
import type { Translations } from '../../Translations';

export default {
    车商不存在或已被删除: 'The dealer does not exist or has been deleted',
    申请退款金额: 'Refund requested',
    当前保证金: 'Current deposit',
    在线缴纳: 'Paid online',
    后台充值: 'Admin recharge',
    后台扣除: 'Admin deduction',
    保证金退还: 'Deposit refund',
    违约扣款: 'Penalty',
    银行转账: 'Bank transfer',
    已支付: 'Paid',
    流水号: 'Serial number',
    充值单号: 'Recharge number',
    支付时间: 'Paid at',
    退款原因: 'Refund reason',
    申请日期: 'Application date',
    '该退款申请已审核，不能重复审核': 'This refund request has already been reviewed',
    充值金额: 'Recharge amount',
    '扣除金额不能大于当前保证金余额（{amount}元）': 'The deduction cannot exceed the current deposit balance ({amount} yuan)',
    '退款金额大于会员当前保证金（{amount}元），不能通过': "The refund exceeds the member's current deposit ({amount} yuan) and cannot be approved",
} satisfies Translations<typeof deposit>;
