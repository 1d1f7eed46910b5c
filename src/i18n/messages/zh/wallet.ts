/** The payment wallet page (/wallet/set). */
export default {
    wallet: {
        hint: '各支付渠道的手续费率、最低提现金额和结算周期',
        channel: '支付渠道',
        status: '启用',
        feeRate: '手续费率(‰)',
        minWithdraw: '最低提现金额(元)',
        settleDays: '结算周期(天)',
        saveChannel: '保存%{name}',
        malformed: '支付钱包数据格式不正确',
        invalid: '%{name}：%{field}格式不正确',
    },
};
