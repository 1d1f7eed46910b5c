import type { SvgIconComponent } from '@mui/icons-material';
import SettingsIcon from '@mui/icons-material/Settings';
import { lazy, Suspense, type ComponentType } from 'react';
import type { IconName } from './ExtensionFile.generated';

/**
 * The icons an extension may name (the schema's `IconName`), each its own chunk: a deployment
 * that declares no section loads none of them, one that does loads only the icons it names. A
 * `Record` over the schema's names, so a name added to the schema does not compile until it has
 * its import.
 */
export const extensionIcons: Record<IconName, () => Promise<{ default: SvgIconComponent }>> = {
    Article: () => import('@mui/icons-material/Article'),
    Assessment: () => import('@mui/icons-material/Assessment'),
    AttachMoney: () => import('@mui/icons-material/AttachMoney'),
    BarChart: () => import('@mui/icons-material/BarChart'),
    Build: () => import('@mui/icons-material/Build'),
    Business: () => import('@mui/icons-material/Business'),
    Campaign: () => import('@mui/icons-material/Campaign'),
    Category: () => import('@mui/icons-material/Category'),
    Dashboard: () => import('@mui/icons-material/Dashboard'),
    Description: () => import('@mui/icons-material/Description'),
    DirectionsCar: () => import('@mui/icons-material/DirectionsCar'),
    Event: () => import('@mui/icons-material/Event'),
    Extension: () => import('@mui/icons-material/Extension'),
    Folder: () => import('@mui/icons-material/Folder'),
    Gavel: () => import('@mui/icons-material/Gavel'),
    Group: () => import('@mui/icons-material/Group'),
    Handshake: () => import('@mui/icons-material/Handshake'),
    Home: () => import('@mui/icons-material/Home'),
    Image: () => import('@mui/icons-material/Image'),
    Inventory: () => import('@mui/icons-material/Inventory'),
    Label: () => import('@mui/icons-material/Label'),
    LocalOffer: () => import('@mui/icons-material/LocalOffer'),
    LocalShipping: () => import('@mui/icons-material/LocalShipping'),
    Loyalty: () => import('@mui/icons-material/Loyalty'),
    Notifications: () => import('@mui/icons-material/Notifications'),
    Payments: () => import('@mui/icons-material/Payments'),
    People: () => import('@mui/icons-material/People'),
    Person: () => import('@mui/icons-material/Person'),
    Public: () => import('@mui/icons-material/Public'),
    Receipt: () => import('@mui/icons-material/Receipt'),
    Security: () => import('@mui/icons-material/Security'),
    Sell: () => import('@mui/icons-material/Sell'),
    // react-admin's own first load carries this one already: a chunk of its own would be an empty split.
    Settings: () => Promise.resolve({ default: SettingsIcon }),
    ShoppingCart: () => import('@mui/icons-material/ShoppingCart'),
    Star: () => import('@mui/icons-material/Star'),
    Store: () => import('@mui/icons-material/Store'),
    Storefront: () => import('@mui/icons-material/Storefront'),
    TableChart: () => import('@mui/icons-material/TableChart'),
    Tune: () => import('@mui/icons-material/Tune'),
    ViewList: () => import('@mui/icons-material/ViewList'),
};

export type SectionIcon = ComponentType<{ fontSize?: 'small' | 'medium' }>;

/** The icon of a section an extension declares, shown once its chunk has arrived (an empty square of its size meanwhile). */
export const lazySectionIcon = (name: IconName): SectionIcon => {
    const Icon = lazy(extensionIcons[name]);
    const LazySectionIcon: SectionIcon = props => (
        <Suspense fallback={<span aria-hidden="true" data-icon-placeholder="" style={{ display: 'inline-block', width: '1.25rem', height: '1.25rem' }} />}>
            <Icon {...props} />
        </Suspense>
    );
    return LazySectionIcon;
};
