import type zh from '../zh/account';

export default {
    account: {
        superAdmin: 'Super administrator',
        cert: {
            state: {
                none: 'Not certified',
                unpaid: 'Awaiting payment',
                reviewing: 'Under review',
                approved: 'Certified',
                rejected: 'Rejected',
            },
            explain: {
                unpaid: 'Your application was received. Pay the certification fee to send it for review.',
                reviewing: 'The fee is paid and the platform is reviewing your application.',
                approved: 'Your certification is complete.',
                rejected: 'Your application was not approved. You can correct it and apply again.',
            },
            remark: 'Reason: %{remark}',
            type: 'Certification type',
            personal: 'Personal',
            company: 'Company',
            realName: 'Real name',
            idCard: 'ID card number',
            idCardFront: 'ID card, photo side',
            idCardBack: 'ID card, emblem side',
            companyName: 'Company name',
            licenseNo: 'Unified social credit code',
            licenseImage: 'Business licence photo',
            companyHint: 'Required for a company certification',
            apply: 'Submit application',
            applied: 'Application submitted; please pay the certification fee',
            fee: 'Certification fee: %{fee} yuan',
            payType: 'Payment method',
            wechat: 'WeChat Pay',
            alipay: 'Alipay',
            pay: 'Pay the fee',
            paidDone: 'Paid; waiting for the platform to review',
            reapply: 'Apply again',
        },
        suppliers: {
            title: 'Merchants already on board (%{count})',
            failed: 'The merchants on board cannot be shown right now',
        },
        update: {
            available: 'Version %{version} is available. Reload the page to use it.',
            reload: 'Reload',
            dismiss: 'Dismiss',
        },
    },
} satisfies typeof zh;
