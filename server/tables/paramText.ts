/** A call parameter as text, trimmed; absent (undefined or null) reads as ''. */
export const paramText = (value: unknown): string => (value === undefined || value === null ? '' : String(value).trim());
