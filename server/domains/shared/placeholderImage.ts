/**
 * Demo images are drawn by the server (`GET public/image/placeholder`), never fetched from
 * another host: the network may be closed, and rows stay small at 100k rows.
 */
export type PlaceholderKind = 'car' | 'logo' | 'avatar' | 'banner' | 'license' | 'icon';

export const PLACEHOLDER_PATH = 'public/image/placeholder';

export const placeholderImage = (kind: PlaceholderKind, text: string, tone: number) =>
    `/api/v1/${PLACEHOLDER_PATH}?kind=${kind}&tone=${tone % 8}&text=${encodeURIComponent(text)}`;
