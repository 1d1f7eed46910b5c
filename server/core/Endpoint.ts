import type { CallContext } from './CallContext';
import type { FileReply } from './FileReply';

/** Industry sets of SPEC.md §6 a call belongs to; see src/resources/types.ts IndustrySet. */
export type EndpointIndustry = 'car' | 'offlinepay' | 'all' | 'admin';

export interface Endpoint {
    method: 'GET' | 'POST' | 'ANY';
    /** Path under /api/v1/, without leading slash: `seller/role/rolemanage`. */
    path: string;
    /** Public paths contain `/public/` and are neither signed nor token-checked. */
    industries: EndpointIndustry;
    /**
     * Every signed-in user of the industry may call it whatever their roles' `api_arr` says:
     * calls about the caller's own session (info, permissions, logout, own export tasks).
     */
    anyRole?: boolean;
    /**
     * Answers the envelope's `data`, or a FileReply. Throws ProtocolError for `status:false`.
     */
    handler(ctx: CallContext): Promise<unknown | FileReply>;
}
