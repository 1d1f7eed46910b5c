import type { ComponentType } from 'react';
import type { PageName } from '../resources/extensions/ExtensionFile.generated';

/** A page component loaded on first use: its module's default export. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * The pages that are not generated, by the name a catalogue file gives in `"component"`. The
 * names are the schema's `PageName` (public/catalogue.schema.json), so a name the schema offers
 * without a page here does not compile, and a name not in the schema is a validation problem of
 * the file that uses it. Each page is its own chunk, fetched when its route is first opened.
 */
export const pageComponents: Record<PageName, PageLoader> = {
    ProfileEditPage: () => import('../profile/ProfileEditPage'),
    PasswordEditPage: () => import('../profile/PasswordEditPage'),
    DevicesPage: () => import('../profile/DevicesPage'),
    WechatBindPage: () => import('../profile/WechatBindPage'),
    SupplierCertPage: () => import('../profile/SupplierCertPage'),
    ShopInfoPage: () => import('../profile/ShopInfoPage'),
    WalletSetPage: () => import('../wallet/WalletSetPage'),
    HolidayCalendarPage: () => import('../holidays/HolidayCalendarPage'),
    ResourceDesignerPage: () => import('../designer/ResourceDesignerPage'),
};
