import type zh from '../zh/holidays';

export default {
    holiday: {
        hint: '休日にはオークションを行いません。振替出勤日は通常どおり行います。年ごとにまとめて保存します。',
        year: '年',
        summary: '全 %{total} 日：休日 %{off} 日、振替出勤日 %{working} 日',
        add: '日付を追加',
        reset: '変更を取り消す',
        date: '日付',
        name: '祝日名',
        type: '種類',
        choose: '選択してください',
        dateOf: '%{row} 行目の日付',
        nameOf: '%{row} 行目の祝日名',
        typeOf: '%{row} 行目の種類',
        removeOf: '%{row} 行目を削除',
        tableOf: '%{year}年の祝日',
        empty: '%{year}年の祝日はまだありません。「日付を追加」で追加してください。',
        discardTitle: '保存していない変更を破棄しますか？',
        discardContent: '%{year}年の祝日に保存していない変更があります。年を切り替えると破棄されます。',
        malformed: '祝日データの形式が正しくないため表示できません',
        problem: {
            dateRequired: '%{row} 行目：日付を選択してください',
            dateInvalid: '%{row} 行目：日付が正しくありません',
            otherYear: '%{row} 行目：%{year}年の日付ではありません',
            duplicate: '%{row} 行目：%{date} が重複しています',
            nameRequired: '%{row} 行目：祝日名を選択してください',
            typeRequired: '%{row} 行目：種類を選択してください',
        },
    },
} satisfies typeof zh;
