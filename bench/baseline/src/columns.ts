/**
 * What the baseline lists: the resource the JSON endpoint serves, and the columns the console's
 * dealer list shows by default (its definition's visible columns, in display order). The runner
 * compares these with the live definition and says so when they drift apart.
 */
export const BASELINE_RESOURCE = 'dealers';

export const BASELINE_COLUMNS = [
    'id',
    'logo',
    'name',
    'contact',
    'phone',
    'city',
    'business_scope',
    'license_expire',
    'deposit',
    'audit_status',
    'create_time',
] as const;

export const BASELINE_PER_PAGE = 10;
