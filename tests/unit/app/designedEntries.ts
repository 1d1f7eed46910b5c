import type { RuntimeConfig } from '../../../protocol/runtimeConfig';

/** A console's configuration against a backend at http://backend, with no catalogue files. */
export const backendConfig = {
    apiBase: 'http://backend',
    signSecret: 's',
    signHash: 'md5',
    encryption: false,
    encryptionMarker: 'MCENC',
    catalogue: [],
} as unknown as RuntimeConfig;

/** The menu entry of a designed test-drive list, as `public/catalogue/Entries` publishes it. */
export const driveList = {
    kind: 'list',
    path: '/drive/list',
    title: { 'zh-cn': '试驾', en: 'Test drives' },
    section: { id: 'drive', title: { 'zh-cn': '试驾' }, icon: 'Sell', industries: 'car' },
    api: 'seller/drive/DriveList',
};
