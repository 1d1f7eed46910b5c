import type { CallContext } from './CallContext';
import type { FieldRule } from './FieldRule';
import type { FileReply } from './FileReply';

/** Industry sets of docs/console.md §6 a call belongs to; see src/resources/types.ts IndustrySet. */
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
     * The parameters the handler reads, with their rules (`readFields` reads them with the same
     * ones); `[]` for a call that reads none. Undeclared, the OpenAPI document cannot list them
     * and a test fails (tests/contract/core/openApi.test.ts).
     */
    fields?: readonly FieldRule[];
    /** The record key a getOne, update, delete or row action reads besides `fields` (`id`). */
    key?: FieldRule;
    /** An update: a field left out keeps its value, so a required field may be absent, never empty. */
    partial?: boolean;
    /** The content type of the file the call answers instead of the envelope (a download). */
    answersFile?: string;
    /**
     * Answers the envelope's `data`, or a FileReply. Throws ProtocolError for `status:false`.
     */
    handler(ctx: CallContext): Promise<unknown | FileReply>;
}
