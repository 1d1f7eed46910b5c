import type zh from '../zh/holidays';

export default {
    holiday: {
        hint: 'No auctions are held on days off; swapped working days run as usual. Each year is saved as a whole.',
        year: 'Year',
        summary: '%{total} days: %{off} days off, %{working} swapped working days',
        add: 'Add a date',
        reset: 'Undo changes',
        date: 'Date',
        name: 'Holiday',
        type: 'Type',
        choose: 'Choose…',
        dateOf: 'Date of row %{row}',
        nameOf: 'Holiday of row %{row}',
        typeOf: 'Type of row %{row}',
        removeOf: 'Remove row %{row}',
        tableOf: 'Holidays of %{year}',
        empty: 'No holidays set for %{year}. Use “Add a date” to add one.',
        discardTitle: 'Discard unsaved changes?',
        discardContent: 'The holidays of %{year} have unsaved changes; switching the year discards them.',
        malformed: 'The holiday data is malformed and cannot be shown',
        problem: {
            dateRequired: 'Row %{row}: choose a date',
            dateInvalid: 'Row %{row}: the date is not valid',
            otherYear: 'Row %{row}: the date is not in %{year}',
            duplicate: 'Row %{row}: %{date} is listed twice',
            nameRequired: 'Row %{row}: choose a holiday',
            typeRequired: 'Row %{row}: choose a type',
        },
    },
} satisfies typeof zh;
