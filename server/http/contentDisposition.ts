/** `attachment` with the UTF-8 name (RFC 6266) and an ASCII fallback for old agents. */
export const contentDisposition = (filename: string) => {
    const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
};
