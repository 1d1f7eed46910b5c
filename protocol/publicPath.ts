/**
 * docs/protocol.md §2: calls under a `public/` path are not signed and need no session. The console's
 * transport and the server's dispatch both decide it here.
 */
export const isPublicPath = (path: string) => `/${path}`.includes('/public/');
