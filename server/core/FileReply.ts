/** A reply that is a file, not an envelope (xlsx downloads are never encrypted). */
export interface FileReply {
    kind: 'file';
    filename: string;
    contentType: string;
    /** Writes the file to the stream (lets exports stream rows). */
    write(out: NodeJS.WritableStream): Promise<void>;
}

export const isFileReply = (value: unknown): value is FileReply =>
    !!value && typeof value === 'object' && (value as FileReply).kind === 'file' && typeof (value as FileReply).write === 'function';
