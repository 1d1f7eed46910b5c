/** The one file of a multipart call (imports, uploads). */
export interface UploadedFile {
    filename: string;
    mimetype: string;
    /** Path of the file spooled to disk (size-limited by the server). */
    path: string;
    size: number;
}
