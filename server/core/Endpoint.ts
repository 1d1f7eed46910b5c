import type { AccountRule, IndustrySet } from '../../protocol/accessRules';
import type { CallContext } from './CallContext';
import type { FileReply } from './FileReply';

/** The industry sets a call belongs to (protocol/accessRules). */
export type EndpointIndustry = IndustrySet;

/**
 * Whose data a call works on, which decides the database handle it gets (server/README.md,
 * "Merchants"):
 * - `caller` (the default): the signed-in caller's merchant; a public call without a token sees
 *   no merchant's rows;
 * - `entry`: the merchant a public entry page names (`supplieruid`, or the configured entry
 *   merchant), for the business entry calls made before anyone signs in;
 * - `{ system }`: every merchant's rows, for the named calls that must look across merchants
 *   (signing in, the supplier directory), with the reason.
 */
export type EndpointTenancy = 'caller' | 'entry' | { system: string };

export interface Endpoint {
    method: 'GET' | 'POST' | 'ANY';
    /** Path under /api/v1/, without leading slash: `seller/role/rolemanage`. */
    path: string;
    /** Public paths contain `/public/` and are neither signed nor token-checked. */
    industries: EndpointIndustry;
    /** Account rule (union, nonUnion, owner) the caller must meet (protocol/accessRules). */
    account?: AccountRule;
    /**
     * Every signed-in user of the industry may call it whatever their roles' `api_arr` says:
     * calls about the caller's own session (info, permissions, logout, own export tasks).
     */
    anyRole?: boolean;
    tenancy?: EndpointTenancy;
    /**
     * The call reads or changes one row of this table, named by its `id` parameter: another
     * merchant's id answers the call's not-found message (the cross-merchant contract suite
     * reads it to try every such call with another merchant's ids).
     */
    record?: { table: string };
    /**
     * Answers the envelope's `data`, or a FileReply. Throws ProtocolError for `status:false`.
     */
    handler(ctx: CallContext): Promise<unknown | FileReply>;
}
