/**
 * The kinds of file the server sends, each with the one content type and extension it goes out
 * with: a file reply names its kind, never a content type of its own, so nothing it sends can be
 * sniffed or labelled as something else (with `X-Content-Type-Options: nosniff`, and always as an
 * attachment: http/dispatch.ts).
 */
export const FILE_TYPES = {
    xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: '.xlsx' },
    svg: { contentType: 'image/svg+xml; charset=utf-8', extension: '.svg' },
    /** A merchant's archive: a gzipped tar of JSON lines and files (server/domains/merchant/archive). */
    archive: { contentType: 'application/gzip', extension: '.tar.gz' },
} as const;

export type FileType = keyof typeof FILE_TYPES;

/** A reply that is a file, not an envelope (xlsx downloads are never encrypted). */
export interface FileReply {
    kind: 'file';
    filename: string;
    type: FileType;
    /** Writes the file to the stream (lets exports stream rows). */
    write(out: NodeJS.WritableStream): Promise<void>;
}

export const isFileReply = (value: unknown): value is FileReply =>
    !!value && typeof value === 'object' && (value as FileReply).kind === 'file' && typeof (value as FileReply).write === 'function';

/** The name a file goes out under: its kind's extension, whatever the name said. */
export const attachmentName = (file: Pick<FileReply, 'filename' | 'type'>) => {
    const { extension } = FILE_TYPES[file.type];
    return file.filename.toLowerCase().endsWith(extension) ? file.filename : `${file.filename}${extension}`;
};
