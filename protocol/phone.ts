/**
 * The one mobile-number rule (docs/console.md §5: an 11-digit mainland number starting with 1). The console's
 * form validation, the SMS login, the supplier entry form, the server's field rules, the SMS
 * endpoint and the import check all use it, so they cannot disagree.
 */
export const PHONE_PATTERN = /^1\d{10}$/;

/** Whether a value, once trimmed, is a mobile number. */
export const isPhone = (value: string) => PHONE_PATTERN.test(value.trim());
