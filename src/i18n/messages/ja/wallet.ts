import type zh from '../zh/wallet';

export default {
    wallet: {
        hint: '各決済チャネルの手数料率、最低出金額、精算期間',
        channel: '決済チャネル',
        status: '有効',
        feeRate: '手数料率(‰)',
        minWithdraw: '最低出金額(元)',
        settleDays: '精算期間(日)',
        saveChannel: '%{name}を保存',
        malformed: '決済ウォレットのデータ形式が正しくありません',
        invalid: '%{name}：%{field}の形式が正しくありません',
    },
} satisfies typeof zh;
