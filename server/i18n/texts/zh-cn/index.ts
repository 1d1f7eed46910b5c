import access from './access';
import http from './http';

/** The zh-cn catalogue, the reference: each area lists its texts, and each text is its own key. */
export const zhAreas = { access, http } as const;

export type ZhAreas = typeof zhAreas;
