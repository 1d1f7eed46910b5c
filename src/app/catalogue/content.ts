import type { CatalogueEntry } from '../../resources/types';
import { date, image, number, select, text, textarea, toggle } from '../../resources/fields';
import { content } from './sections';

const adverts = '/content/advertising/manage';
const agreements = '/content/agreement/manage';

/** The agreement resource, shared with /setting/agreement. */
export const agreementResource: Pick<CatalogueEntry, 'api' | 'calls' | 'fields'> = {
    api: 'seller/content/AgreementList',
    calls: {
        getOne: 'seller/content/AgreementInfo',
        create: 'seller/content/AgreementAdd',
        update: 'seller/content/AgreementEdit',
        delete: 'seller/content/AgreementDel',
    },
    fields: [
        text('title', { label: 'agreementTitle', required: true, maxLength: 50 }),
        select('type', { label: 'agreementType', required: true }),
        text('version', { maxLength: 20 }),
        textarea('content', { label: 'agreementContent', required: true, maxLength: 50000 }),
        toggle('is_show', { required: true }),
    ],
};

export default [
    content.list(adverts, {
        api: 'seller/content/AdvertList',
        calls: {
            getOne: 'seller/content/AdvertInfo',
            create: 'seller/content/AdvertAdd',
            update: 'seller/content/AdvertEdit',
            delete: 'seller/content/AdvertDel',
        },
        fields: [
            text('title', { label: 'advertTitle', required: true, maxLength: 50 }),
            select('position', { required: true }),
            image('image', { required: true }),
            text('link', { maxLength: 300 }),
            number('sort', { hint: 'mc.field.hint.sort' }),
            toggle('is_show', { required: true }),
            date('start_time', { label: 'startDate', required: true }),
            date('end_time', { label: 'endDate', required: true }),
        ],
    }),
    content.create('/content/advertising/add', { parent: adverts, noCache: true }),
    content.edit('/content/advertising/edit/:id', { parent: adverts, noCache: true }),
    content.action('/content/advertising/del/:id', { parent: adverts, noCache: true, action: 'delete' }),
    content.list(agreements, agreementResource),
    content.create('/content/agreement/add', { parent: agreements, noCache: true }),
    content.edit('/content/agreement/edit/:id', { parent: agreements, noCache: true }),
    content.action('/content/agreement/del/:id', { parent: agreements, noCache: true, action: 'delete' }),
];
