import { pageComponents } from '../pageComponents';
import { image, phone, price, number, text, toggle } from '../../resources/fields';
import { HOLIDAY_CALLS } from '../../holidays/holidayCalendar';
import { supertube } from './sections';

// Settings pages: one record read with calls.getOne and saved with calls.update.
export default [
    supertube.page('/supertube/platform/system', {
        calls: { getOne: 'seller/systemSet/SystemSetInfo', update: 'seller/systemSet/SystemSetSave' },
        fields: [
            text('site_name', { required: true, maxLength: 30 }),
            image('site_logo'),
            phone('service_phone', { required: true }),
            text('service_time', { maxLength: 50 }),
            price('auction_deposit', { required: true }),
            number('auction_extend', { required: true }),
            number('confirm_hours', { required: true }),
        ],
    }),
    supertube.page('/supertube/platform/copyright', {
        calls: { getOne: 'seller/systemSet/CopyrightSetInfo', update: 'seller/systemSet/CopyrightSetSave' },
        fields: [
            text('copyright', { required: true, maxLength: 100 }),
            text('company_name', { required: true, maxLength: 50 }),
            text('icp', { maxLength: 50 }),
            text('police_record', { maxLength: 50 }),
            toggle('show_copyright', { required: true }),
        ],
    }),
    // The holiday calendar is a list of days per year, not one record: its own page.
    supertube.page('/supertube/platform/festival', {
        component: pageComponents.HolidayCalendarPage,
        apis: Object.values(HOLIDAY_CALLS),
    }),
];
