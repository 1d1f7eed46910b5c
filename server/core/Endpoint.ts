import type { AccountRule, IndustrySet } from '../../protocol/accessRules';
import type { CallContext } from './CallContext';
import type { CrudResource } from './CrudResource';
import type { FieldRule } from './FieldRule';
import type { FileReply, FileType } from './FileReply';
import type { NamedAccessKey } from './NamedAccess';

/** The industry sets of docs/console.md §6 a call belongs to (protocol/accessRules). */
export type EndpointIndustry = IndustrySet;

/**
 * Whose data a call works on, which decides the scope of its transaction (server/README.md,
 * "Merchants"; tenancy/callTenancy.ts):
 * - `caller` (the default): the signed-in caller's merchant; a public call without a token sees
 *   no merchant's rows;
 * - `entry`: the merchant a public entry page names (`supplieruid`, or the configured entry
 *   merchant), for the business entry calls made before anyone signs in;
 * - `{ named }`: a named cross-merchant access (core/NamedAccess): the caller's merchant, if any,
 *   and that access's own functions and policies, nothing more.
 */
export type EndpointTenancy = 'caller' | 'entry' | { named: NamedAccessKey };

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
     * A GET call that writes (a captcha made, a session ended). Every other GET runs in a
     * `READ ONLY` transaction with one snapshot; POST and ANY calls may write.
     */
    writes?: true;
    /**
     * The call reads or changes one row of this table, named by its `id` parameter: another
     * merchant's id answers the call's not-found message (the cross-merchant contract suite
     * reads it to try every such call with another merchant's ids).
     */
    record?: {
        table: string;
        /** The resource whose calls these are (getOne, create, update, delete): what its history and restore read and write by. */
        resource?: CrudResource;
    };
    /**
     * A write of one record that accepts the version it was made against (`_version`, docs/protocol.md
     * §16) and refuses a stale one with `data.conflict`.
     */
    versioned?: boolean;
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
    /** The JSON Schema of the envelope's `data` the call answers, where the OpenAPI document states it. */
    answers?: Readonly<Record<string, unknown>>;
    /** The kind of file the call answers instead of the envelope (a download). */
    answersFile?: FileType;
    /**
     * A call that answers figures (menu badges, tab counts, the Workbench): the database tables
     * whose writes may change them. The live stream names the call in a `badge` event after a
     * write to one of them (server/live).
     */
    figures?: { tables: readonly string[] };
    /**
     * Answers the envelope's `data`, or a FileReply. Throws ProtocolError for `status:false`.
     */
    handler(ctx: CallContext): Promise<unknown | FileReply>;
}
