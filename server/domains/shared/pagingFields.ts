import type { FieldRule } from '../../core/FieldRule';

/** A paged call's `page` and `limit` (docs/protocol.md §9), for calls that page something other than a generic table. */
export const PAGING_FIELDS: readonly FieldRule[] = [
    { name: 'page', title: '页码', kind: 'int', min: 1 },
    { name: 'limit', title: '每页条数', kind: 'int', min: 1 },
];
