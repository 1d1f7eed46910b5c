import type { Db } from '../db/Db';
import type { ServerConfig } from '../config';

/** The signed-in caller of a non-public call. */
export interface CallUser {
    id: number;
    username: string;
    suid: string;
    /** `car`, `offlinepay` or `admin` (union/platform). */
    industry: string;
    roles: string[];
    /** Whether a role contains `admin` (or is `supplier` for industry admin): unrestricted in its industry. */
    unrestricted: boolean;
    /** Route paths and api keys this user may use (PROTOCOL.md §4). */
    pathArr: string[];
    apiArr: string[];
}

export interface UploadedFile {
    filename: string;
    mimetype: string;
    /** Path of the file spooled to disk (size-limited by the server). */
    path: string;
    size: number;
}

export interface CallContext {
    db: Db;
    config: ServerConfig;
    /** Query parameters and top-level body fields (body wins), as received. */
    params: Record<string, unknown>;
    /** Undefined only for public calls without a token. */
    user: CallUser | undefined;
    /** The session the access token belongs to (logout revokes it). */
    sessionId?: number;
    file?: UploadedFile;
    /** Client address, for login logs. */
    ip: string;
}

/** A reply that is a file, not an envelope (xlsx downloads are never encrypted). */
export interface FileReply {
    kind: 'file';
    filename: string;
    contentType: string;
    /** Writes the file to the stream (lets exports stream rows). */
    write(out: NodeJS.WritableStream): Promise<void>;
}

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

/** `status:false` with this message (and `data`, e.g. "login" or "refresh_captcha"). */
export class ProtocolError extends Error {
    readonly data: unknown;
    constructor(message: string, data: unknown = null) {
        super(message);
        this.name = 'ProtocolError';
        this.data = data;
    }
}
