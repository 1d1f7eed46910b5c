import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import type { ServerConfig } from '../core/config';
import type { UploadedFile } from '../core/UploadedFile';
import { LANG_HEADER, readLang, type Lang } from '../../protocol/lang';
import { message, type MessageText } from '../i18n/Message';

/** A request reduced to what docs/protocol.md §1–2 talks about. */
export interface IncomingCall {
    /** Under /api/v1/, no leading or trailing slash. */
    path: string;
    method: string;
    /** Query ∪ top-level JSON body fields ∪ multipart text fields: the call's parameters, as signed. */
    params: Record<string, unknown>;
    timestamp: string;
    accesstoken: string;
    supplieruid: string;
    signature: string;
    /** `ignoreencryption: 1`: answer plain JSON. */
    plain: boolean;
    /** The language the caller reads (`lang`, unsigned; anything unknown reads as zh-cn). */
    lang: Lang;
    file?: UploadedFile;
    /** Why the request cannot be read (malformed JSON, oversized upload): answered status:false. */
    problem?: MessageText;
    /** Removes the spooled upload. */
    cleanup(): Promise<void>;
}

/** Marks a JSON body that did not parse; the dispatcher answers it with a clear message. */
export const MALFORMED_JSON = Symbol('malformed-json');

/** Header values a URL opened in a new window carries in its query (docs/protocol.md §1). */
const CARRIED = ['device', LANG_HEADER, 'accesstoken', 'supplieruid', 'signature'] as const;

const headerText = (request: FastifyRequest, name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' ? value : Array.isArray(value) ? (value[0] ?? '') : '';
};

/** The caller's language: the `lang` header, else a new-window URL's `lang` parameter; zh-cn when neither is one of ours. */
export const requestLang = (request: FastifyRequest): Lang =>
    readLang(headerText(request, LANG_HEADER) || new URL(request.url, 'http://localhost').searchParams.get(LANG_HEADER));

export const uploadDir = (config: ServerConfig) => path.join(config.dataDir, 'uploads');

/** Uploads are removed after their call; a crash can leave some behind, so start clean. */
export const clearUploads = (config: ServerConfig) => rm(uploadDir(config), { recursive: true, force: true });

const spoolUpload = async (request: FastifyRequest, config: ServerConfig, call: IncomingCall) => {
    const dir = uploadDir(config);
    await mkdir(dir, { recursive: true });
    try {
        for await (const part of request.parts()) {
            if (part.type === 'field') {
                if (typeof part.value === 'string') call.params[part.fieldname] = part.value;
                continue;
            }
            if (call.file) {
                part.file.resume();
                call.problem = '参数错误：一次只能上传一个文件';
                continue;
            }
            const target = path.join(dir, `${Date.now()}-${randomBytes(6).toString('hex')}`);
            const file: UploadedFile = { filename: part.filename, mimetype: part.mimetype, path: target, size: 0 };
            call.file = file;
            await pipeline(part.file, createWriteStream(target));
            if (part.file.truncated) call.problem = tooLarge(config);
            file.size = part.file.bytesRead;
        }
    } catch (error) {
        const code = (error as { code?: string }).code;
        call.problem = code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge(config) : '参数错误：上传的表单无法读取';
    }
};

const tooLarge = ({ maxUploadBytes: max }: ServerConfig) => {
    const size = max >= 1 << 20 ? `${+(max / (1 << 20)).toFixed(1)}MB` : max >= 1 << 10 ? `${+(max / (1 << 10)).toFixed(1)}KB` : `${max}B`;
    return message('文件过大，不能超过{size}', { size });
};

export const readCall = async (request: FastifyRequest, config: ServerConfig): Promise<IncomingCall> => {
    const url = new URL(request.url, 'http://localhost');
    const wildcard = (request.params as { '*'?: string })['*'] ?? '';
    const params: Record<string, unknown> = Object.fromEntries(url.searchParams);
    const fromQuery = !headerText(request, 'signature') && typeof params.signature === 'string';
    const call: IncomingCall = {
        path: wildcard.replace(/^\/+|\/+$/g, ''),
        method: request.method,
        params,
        timestamp: fromQuery ? String(params.timestamp ?? '') : headerText(request, 'timestamp'),
        accesstoken: fromQuery ? String(params.accesstoken ?? '') : headerText(request, 'accesstoken'),
        supplieruid: fromQuery ? String(params.supplieruid ?? '') : headerText(request, 'supplieruid'),
        signature: fromQuery ? String(params.signature) : headerText(request, 'signature'),
        plain: headerText(request, 'ignoreencryption') === '1',
        lang: requestLang(request),
        cleanup: async () => {
            if (call.file) await rm(call.file.path, { force: true });
        },
    };
    // Carried header values are not parameters of their own (docs/protocol.md §2).
    if (fromQuery) for (const name of CARRIED) delete params[name];

    if (request.isMultipart()) {
        await spoolUpload(request, config, call);
    } else if (request.body === MALFORMED_JSON) {
        call.problem = '参数错误：请求体不是有效的JSON';
    } else if (request.body !== undefined && request.body !== null && request.body !== '') {
        if (typeof request.body !== 'object' || Array.isArray(request.body)) call.problem = '参数错误：请求体必须是JSON对象';
        else Object.assign(params, request.body);
    }
    return call;
};
