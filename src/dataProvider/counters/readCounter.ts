import type { MenuBadgeSource } from './MenuBadgeSource';

/** A counter out of a count reply: a non-negative integer, or undefined when absent or malformed. */
export const readCounter = (reply: unknown, field: MenuBadgeSource['field']): number | undefined => {
    if (!reply || typeof reply !== 'object') return undefined;
    const record = reply as Record<string, unknown>;
    // docs/console.md §3 names the returns counter both `return` and `returns`.
    const raw = record[field] ?? (field === 'return' ? record.returns : undefined);
    const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
    return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
};
