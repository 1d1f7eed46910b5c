import type { FileReply } from './Endpoint';

export const isFileReply = (value: unknown): value is FileReply =>
    !!value && typeof value === 'object' && (value as FileReply).kind === 'file' && typeof (value as FileReply).write === 'function';

/** `attachment` with the UTF-8 name (RFC 6266) and an ASCII fallback for old agents. */
export const contentDisposition = (filename: string) => {
    const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
};
